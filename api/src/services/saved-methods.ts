import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MESSAGES, type PayerResponse, type PaymentCard } from 'shared/server';
import { ErpUnavailableError } from '../plugins/erp';
import { erpRefusal, isUsableStatus } from './invoice-search';

const TYPES = new Set<unknown>(['VISA', 'MC', 'AMEX', 'EC']);
const FLAGS = new Set<unknown>(['X', '']);
const ACCOUNT_TYPES = new Set<unknown>(['C', 'S', 'X', '']);
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** One saved method as the page gets it; null (left out, logged) when it has no type or token. */
function cleanMethod(card: Partial<PaymentCard>): PaymentCard | null {
  if (!TYPES.has(card.payment_card_type) || text(card.payment_card_token).trim() === '') return null;
  return {
    payment_card_type: card.payment_card_type!,
    payment_card_token: text(card.payment_card_token).trim(),
    payment_card_name: text(card.payment_card_name),
    ...(card.valid_from !== undefined ? { valid_from: text(card.valid_from) } : {}),
    ...(card.valid_to !== undefined ? { valid_to: text(card.valid_to) } : {}),
    ...(ACCOUNT_TYPES.has(card.electronic_check_account_type) ? { electronic_check_account_type: card.electronic_check_account_type } : {}),
    ...(card.electronic_check_rdfi_number !== undefined ? { electronic_check_rdfi_number: text(card.electronic_check_rdfi_number) } : {}),
    default: FLAGS.has(card.default) ? card.default : '',
  };
}

/**
 * The saved cards and eChecks of a payer (ERP-owned data, decisions §1): `detail.payment_cards` of
 * the ERP's /customer/payer. Status E → 422 with its message; ERP down or no detail → throws
 * ErpUnavailableError (the route answers 502). The caller has checked the customer is reachable.
 */
export async function savedMethods(
  app: FastifyInstance,
  customerNumber: string,
  companyCode: string,
  log: FastifyBaseLogger,
): Promise<PaymentCard[]> {
  const answer = await app.erp.request<Partial<PayerResponse> | null>('POST', '/customer/payer', {
    customer_number: customerNumber,
    company_code: companyCode,
    action: '01',
  });
  if (!answer?.status) throw new ErpUnavailableError('/customer/payer', 'answer has no status');
  if (!isUsableStatus(answer.status.message_type)) throw erpRefusal(answer.status.message_line_string, MESSAGES.payerDetailsError);
  if (!answer.detail) throw new ErpUnavailableError('/customer/payer', 'answer has no detail');
  const cards = Array.isArray(answer.detail.payment_cards) ? answer.detail.payment_cards : [];
  const clean = cards.map((card) => cleanMethod(card ?? {}));
  if (clean.includes(null)) log.warn({ customerNumber }, 'the ERP listed saved methods without a known type or token; left out');
  return clean.filter((card): card is PaymentCard => card !== null);
}
