import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CARD_TYPE_NAMES, ERP_ENDPOINTS, MESSAGES, type PayerRequest, type PayerResponse, type PaymentCard } from 'shared/server';
import { usableAnswer } from '../erp/erp-call';

const isPortalType = (type: string): type is PaymentCard['payment_card_type'] => Object.hasOwn(CARD_TYPE_NAMES, type);

/**
 * The ERP's /customer/payer for a payer the caller reaches (checked before): its address, company
 * codes, sold-tos and saved methods. Status E → 422 with its message. Saved methods of a type the
 * portal does not take, or without a token, are left out (and logged).
 */
export async function loadPayer(app: FastifyInstance, request: PayerRequest, log: FastifyBaseLogger): Promise<PayerResponse> {
  const answer = usableAnswer(await app.erp.call(ERP_ENDPOINTS.payer, request), MESSAGES.payerDetailsError);
  const listed = answer.detail.payment_cards;
  const payment_cards = listed.flatMap((card): PaymentCard[] => {
    const token = card.payment_card_token.trim();
    if (!isPortalType(card.payment_card_type) || token === '') return [];
    return [{ ...card, payment_card_type: card.payment_card_type, payment_card_token: token, default: card.default ?? '' }];
  });
  if (payment_cards.length < listed.length) {
    log.warn({ customerNumber: request.customer_number }, 'the ERP listed saved methods without a known type or token; left out');
  }
  return { status: answer.status, detail: { ...answer.detail, payment_cards } };
}

/**
 * The saved cards and eChecks of a payer (the ERP owns them; the portal keeps no copy): `detail.payment_cards` of
 * the ERP's /customer/payer. Status E → 422 with its message; ERP down or an answer out of shape →
 * ErpUnavailableError (the route answers 502). The caller has checked the customer is reachable.
 */
export async function savedMethods(
  app: FastifyInstance,
  customerNumber: string,
  companyCode: string,
  log: FastifyBaseLogger,
): Promise<PaymentCard[]> {
  const payer = await loadPayer(app, { customer_number: customerNumber, company_code: companyCode, action: '01' }, log);
  return payer.detail.payment_cards;
}
