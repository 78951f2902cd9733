import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  canBePaid,
  centsToNumber,
  cvvProblem,
  cvvRequired,
  isDepositAvailable,
  isOverpaymentAllowed,
  isPartialAllowed,
  keyOf,
  paymentLineOf,
  reasonCodesOf,
  reasonsRequired,
  stripLeadingZeros,
  takesMethod,
  toCents,
  validateDepositClick,
  validatePayAmount,
  validatePayClick,
  type DepositRequest,
  type ErpCustomizingResponse,
  type PaymentCardEntry,
  type PaymentDetail,
  type PaymentRequest,
} from 'shared/server';
import { API_TEXTS, ApiError, forbidden } from '../../errors';
import type { DepositBody, PaymentBody, PaymentDetailBody } from 'shared/server';
import { assertReachable, companyFor, type AccountAccess } from '../access/account-access';
import { loadCustomizing } from '../customer/payment-configuration';
import { findOwnDocuments } from '../invoices/invoice-search';
import { assertMethodTokenUsable } from '../../security/method-tokens';

/**
 * The "prepare" step of the payment pipeline (pipeline.ts), the server's side of the payment rules:
 * ownership first (403), then every rule the page checks, with the same shared functions and the
 * same words (422), then the method's token (403). What reaches the ERP is rebuilt from the
 * ERP's own documents (open amounts, references), never taken from the client.
 */
const refuse = (message: string, reason = 'validation') => new ApiError(422, message, reason);
/**
 * An amount the rules have passed, as the ERP's JSON number: read into cents (at most 2 decimals,
 * under its ceiling) and written back exactly.
 */
const erpAmount = (amount: string | number) => centsToNumber(toCents(amount));

/**
 * The selected method ('CC' or 'EC'), or null when none is selected (no method or no token; the
 * rules then answer 'Card not selected.'). A type the company does not take (its
 * allowed_payment_methods; no eChecks for 0020) → 422.
 */
function selectedMethod(detail: PaymentDetailBody, customizing: ErpCustomizingResponse, companyCode: string): 'CC' | 'EC' | null {
  const method = detail.payment_method.trim().toUpperCase();
  if ((method !== 'CC' && method !== 'EC') || detail.payment_card_token.trim() === '') return null;
  const type = detail.payment_card_type.trim().toUpperCase();
  if ((method === 'EC') !== (type === 'EC')) throw refuse(API_TEXTS.paymentMethodMismatch);
  const allowed = Array.isArray(customizing.allowed_payment_methods) ? customizing.allowed_payment_methods : null;
  if (!takesMethod(companyCode, allowed, type)) throw refuse(API_TEXTS.paymentMethodNotAllowed);
  return method;
}

function cleanDetail(detail: PaymentDetailBody, method: 'CC' | 'EC'): PaymentDetail {
  const type = detail.payment_card_type.trim().toUpperCase() as PaymentDetail['payment_card_type'];
  return {
    payment_method: method,
    payment_card_type: type,
    payment_card_token: detail.payment_card_token.trim(),
    payment_card_name: detail.payment_card_name.trim(),
    ...(method === 'EC'
      ? {
          electronic_check_account_type: (detail.electronic_check_account_type ?? '') as PaymentDetail['electronic_check_account_type'],
          electronic_check_rdfi_number: detail.electronic_check_rdfi_number ?? '',
        }
      : { card_validation_code: (detail.card_validation_code ?? '').trim() }),
    ...(detail.valid_to ? { valid_to: detail.valid_to } : {}),
    ...(detail.address_data ? { address_data: detail.address_data } : {}),
  };
}

/** The caller's payer: reachable (403) and in a company of the caller's accounts (403). */
function payerOf(access: AccountAccess, payer: { customer_number: string; company_code: string }) {
  const number = payer.customer_number.trim();
  assertReachable(access, [number]);
  return { customer_number: number, company_code: companyFor(access, payer.company_code) };
}

/**
 * The method's token must be one this caller may use for this payer (docs/security/payment-tokens.md):
 * checked last, once the body is known to be a charge the rules allow.
 */
async function assertTokenUsable(app: FastifyInstance, access: AccountAccess, sent: PaymentRequest | DepositRequest, log: FastifyBaseLogger) {
  const { payment_card_token: token, payment_card_type: type } = sent.payment_detail;
  await assertMethodTokenUsable(app, access, sent.payer_data, [{ token, type }], log);
}

/** POST /api/invoice/payments: checks the body and builds what the ERP is asked to pay. */
export async function preparePayment(
  app: FastifyInstance,
  access: AccountAccess,
  body: PaymentBody,
  log: FastifyBaseLogger,
  /** Receives the sold-tos of the documents paid, for the payment history (docs/product/payment-history.md). */
  soldTos: string[] = [],
  /** Receives the documents' due dates (the ERP's MM-DD-YYYY), for a scheduled payment's date (docs/product/scheduled-payments.md). */
  dueDates: string[] = [],
): Promise<PaymentRequest> {
  const payer_data = payerOf(access, body.payer_data);
  const keys = body.documents.map(keyOf);
  if (new Set(keys).size !== keys.length) throw refuse(API_TEXTS.duplicateDocument);

  const [customizing, found] = await Promise.all([
    loadCustomizing(app, payer_data.company_code),
    findOwnDocuments(
      app,
      access,
      body.documents.map((d) => d.billing_document_number),
      { number: payer_data.customer_number, companyCode: payer_data.company_code },
    ),
  ]);
  const erpDocs = body.documents.map((row) => {
    const match = found.find(
      (d) =>
        keyOf(d) === keyOf(row) &&
        (!row.line_item_in_the_relevant_invoice || d.line_item_in_the_relevant_invoice === row.line_item_in_the_relevant_invoice),
    );
    if (!match) throw forbidden(API_TEXTS.foreignDocument);
    if (!canBePaid(match)) throw refuse(API_TEXTS.documentNotPayable);
    return match;
  });

  const partialAllowed = isPartialAllowed(customizing.generel_data);
  const overpaymentAllowed = isOverpaymentAllowed(customizing.payment_types);
  // The amount fields first, as the page checks them on every change (with their ceilings); an
  // overpayment where the company takes none is left to the Pay click ('Overpayments is not
  // allowed.'), a credit's to its field.
  body.documents.forEach((row, i) => {
    const message = validatePayAmount({
      amount: row.amount_to_process,
      openAmount: erpDocs[i]!.open_amount,
      currency: erpDocs[i]!.currency_key,
      partialAllowed,
      overpaymentAllowed,
      deferOverpayment: true,
    });
    if (message) throw refuse(message);
  });
  const method = selectedMethod(body.payment_detail, customizing, payer_data.company_code);
  const codes = reasonCodesOf(customizing.payment_reason_codes, 'O', payer_data.company_code);
  const message = validatePayClick({
    paymentMethod: method,
    cvv: body.payment_detail.card_validation_code,
    cvvRequired: cvvRequired(customizing.generel_data, method),
    overpaymentAllowed,
    reasonsRequired: reasonsRequired(customizing.payment_types),
    reasonCodes: codes,
    rows: body.documents.map((row, i) => ({
      amount: row.amount_to_process,
      openAmount: erpDocs[i]!.open_amount,
      reasonCode: row.reason_code,
      comment: row.comment,
    })),
  });
  if (message) throw refuse(message);

  // Each line rebuilt from the ERP's own document, as the page builds it (shared's paymentLineOf).
  const documents = body.documents.map((row, i) =>
    paymentLineOf(erpDocs[i]!, { amount: row.amount_to_process, reasonCode: row.reason_code, comment: row.comment }, codes),
  );
  const request: PaymentRequest = { payer_data, payment_detail: cleanDetail(body.payment_detail, method!), documents };
  await assertTokenUsable(app, access, request, log);
  soldTos.push(...new Set(erpDocs.map((d) => stripLeadingZeros(String(d.soldto_number ?? '').trim()))));
  dueDates.push(...erpDocs.map((d) => String(d.due_date ?? '')));
  return request;
}

/** POST /api/customer/makedeposit: checks the body and builds the deposit the ERP is asked for. */
export async function prepareDeposit(app: FastifyInstance, access: AccountAccess, body: DepositBody, log: FastifyBaseLogger): Promise<DepositRequest> {
  const payer_data = payerOf(access, body.payer_data);
  const customizing = await loadCustomizing(app, payer_data.company_code);
  if (!isDepositAvailable(customizing.payment_types)) throw refuse(API_TEXTS.depositsUnavailable, 'deposits_unavailable');
  const d = body.deposit_detail;
  if (d.currency_key.trim().toUpperCase() !== 'USD') throw refuse(API_TEXTS.depositCurrency);
  const method = selectedMethod(body.payment_detail, customizing, payer_data.company_code);
  const codes = reasonCodesOf(customizing.payment_reason_codes, 'D', payer_data.company_code);
  const message = validateDepositClick({
    amount: d.amount_to_process,
    paymentMethod: method,
    cvv: body.payment_detail.card_validation_code,
    cvvRequired: cvvRequired(customizing.generel_data, method),
    reasonCode: d.reason_code,
    comment: d.comment,
    reasonCodes: codes,
  });
  if (message) throw refuse(message);
  const request: DepositRequest = {
    payer_data,
    payment_detail: cleanDetail(body.payment_detail, method!),
    deposit_detail: {
      amount_to_process: erpAmount(d.amount_to_process),
      currency_key: 'USD',
      reason_code: d.reason_code.trim(),
      reference_number: (d.reference_number ?? '').trim(),
      comment: (d.comment ?? '').trim(),
    },
  };
  await assertTokenUsable(app, access, request, log);
  return request;
}

/**
 * Authorizing a card (payment card action 04) uses it as a payment does, so it needs the CVV
 * where the company requires one (cvv_use_control '1'; never for eChecks): 422 before the ERP is
 * asked, else a company requiring CVV would see a card approved that its payment then refuses.
 */
export async function assertAuthorizeCvv(app: FastifyInstance, companyCode: string, entries: readonly PaymentCardEntry[]): Promise<void> {
  if (entries.every((entry) => entry.type === 'EC')) return;
  const customizing = await loadCustomizing(app, companyCode);
  for (const entry of entries) {
    const message = cvvProblem(customizing.generel_data, entry.type, entry.card_validation_code);
    if (message) throw refuse(message);
  }
}
