import type { FastifyPluginAsync } from 'fastify';
import { ERP_ENDPOINTS, type ErpStatus } from 'shared/server';
import { fakeRoute, type FakeErp } from './fake-erp';
import { DECLINED_TOKEN } from './fake-erp-payments';

/** A token saved on every fake customer (the one /customer/payer lists). */
export const SAVED_TOKEN = 'tok_visa_1111';
/** A token saved on another customer (0000100200): adding it anywhere else answers 76. */
export const FOREIGN_TOKEN = 'tok_mc_9f8e7d6c5b4a_4444';

/**
 * POST /erp/customer/payment_cards with the ERP's message numbers but its own words, so the tests see
 * the API server put docs/product/messages.md's texts in: 74 for a token the customer has, 76 for another customer's,
 * 'Card not approved' on 04 for the declined token; S otherwise. `state.cardsStatus` overrides.
 */
export const fakeCardRoutes: FastifyPluginAsync<{ state: FakeErp }> = async (app, { state }) => {
  fakeRoute(app, ERP_ENDPOINTS.paymentCards, async (body) => {
    if (state.cardsStatus) return { status: state.cardsStatus };
    const { action, payment_cards } = body;
    const error = (message_line_string: string, message_number?: string): { status: ErpStatus } => ({
      status: { message_type: 'E', message_line_string, ...(message_number ? { message_number } : {}) },
    });
    for (const entry of payment_cards) {
      if (action === '01' && entry.token === SAVED_TOKEN) return error('Zahlungsmittel existiert bereits', '074');
      if (action === '01' && entry.token === FOREIGN_TOKEN) return error('Token belongs to customer 0000100200.', '76');
      if (action === '04' && entry.token === DECLINED_TOKEN) return error('Card not approved');
    }
    return { status: { message_type: 'S', message_line_string: `Action ${action} done` } };
  });
};
