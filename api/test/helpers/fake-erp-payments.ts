import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERP_ENDPOINTS, type ErpRequestOf, type PaymentResponse } from 'shared/server';
import { fakeRoute, type FakeErp } from './fake-erp';

/** A token that the fake ERP declines (its lines come back with status E). */
export const DECLINED_TOKEN = 'tok_declined_0002';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Payments and deposits: each line S with an authorization, or E for the declined token. */
export const fakePaymentRoutes: FastifyPluginAsync<{ state: FakeErp }> = async (app, { state }) => {
  async function gate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (state.paymentDelayMs > 0) await sleep(state.paymentDelayMs);
    if (!state.failPayments) return true;
    reply.hijack();
    request.raw.socket.destroy();
    return false;
  }

  /** One charge under its portal reference, as the sandbox does it; null when the reference was closed. */
  async function chargeOnce(reference: string | undefined, charge: () => PaymentResponse): Promise<PaymentResponse> {
    const earlier = reference ? state.charges.get(reference) : undefined;
    if (earlier) return earlier;
    if (reference && state.closedReferences.has(reference)) {
      return { status: [{ index_number: 0, document_number_finance: '', message_type: 'E', message_line_string: 'Reference closed' }], payed: [] };
    }
    const answer = charge();
    if (reference) state.charges.set(reference, answer);
    if (state.hangAfterChargeMs > 0) await sleep(state.hangAfterChargeMs);
    return answer;
  }

  fakeRoute(app, ERP_ENDPOINTS.chargeLookup, async (body) => {
    const answer = state.charges.get(body.portal_reference);
    if (!answer) state.closedReferences.add(body.portal_reference);
    return answer
      ? { status: { message_type: 'S', message_line_string: 'charged' }, charged: 'X', response: answer }
      : { status: { message_type: 'S', message_line_string: 'not charged' }, charged: '' };
  });

  fakeRoute(app, ERP_ENDPOINTS.payments, async (body, request, reply) => {
    if (!(await gate(request, reply))) return reply;
    return chargeOnce(body.portal_reference, () => paymentAnswer(body));
  });

  fakeRoute(app, ERP_ENDPOINTS.deposit, async (body, request, reply) => {
    if (!(await gate(request, reply))) return reply;
    return chargeOnce(body.portal_reference, () => depositAnswer(body));
  });
};

function paymentAnswer(body: ErpRequestOf<typeof ERP_ENDPOINTS.payments>): PaymentResponse {
  const declined = body.payment_detail.payment_card_token === DECLINED_TOKEN;
  const answer: PaymentResponse = { status: [], payed: [] };
  body.documents.forEach((doc, i) => {
    const authorization = `AUTH-${doc.document_number_finance}`;
    answer.status.push({
      index_number: i + 1,
      document_number_finance: doc.document_number_finance,
      message_type: declined ? 'E' : 'S',
      message_line_string: declined ? 'Card declined' : 'Payment posted',
      ...(declined ? {} : { authorization_reference_code: authorization }),
    });
    if (!declined) answer.payed.push({ authorization_reference_code: authorization, document_number_finance: doc.document_number_finance, amount: doc.amount_to_process });
  });
  return answer;
}

function depositAnswer(body: ErpRequestOf<typeof ERP_ENDPOINTS.deposit>): PaymentResponse {
  const declined = body.payment_detail.payment_card_token === DECLINED_TOKEN;
  const answer: PaymentResponse = {
    status: [
      {
        index_number: 1,
        document_number_finance: declined ? '' : '1600000001',
        message_type: declined ? 'E' : 'S',
        message_line_string: declined ? 'Card declined' : 'Deposit posted',
        ...(declined ? {} : { authorization_reference_code: 'AUTH-DEP-1' }),
      },
    ],
    payed: declined ? [] : [{ authorization_reference_code: 'AUTH-DEP-1', document_number_finance: '1600000001', amount: body.deposit_detail.amount_to_process }],
  };
  return answer;
}
