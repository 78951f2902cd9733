import type { FastifyInstance } from 'fastify';
import {
  cvvRequired,
  isDepositAvailable,
  isOverpaymentAllowed,
  isPartialAllowed,
  MESSAGES,
  parseAmount,
  reasonCodesOf,
  reasonsRequired,
  stripLeadingZeros,
  toCents,
  validateDepositClick,
  validatePayAmount,
  validatePayClick,
  type DepositRequest,
  type ErpCustomizingResponse,
  type ErpDocument,
  type PaymentDetail,
  type PaymentDocument,
  type PaymentRequest,
} from 'shared/server';
import { API_TEXTS, ApiError, forbidden } from '../errors';
import { ErpUnavailableError } from '../plugins/erp';
import type { DepositBody, PaymentBody, PaymentDetailBody } from '../schemas/payments';
import { assertReachable, companyFor, type AccountAccess } from './account-access';
import { erpRefusal, findOwnDocuments, isUsableStatus } from './invoice-search';

/**
 * The server's side of the payment rules: ownership first (403), then every rule the page checks,
 * with the same shared functions and the same words (422). What reaches the ERP is rebuilt from the
 * ERP's own documents (open amounts, references), never taken from the client.
 */
const strip = (value: string | undefined) => stripLeadingZeros(String(value ?? '').trim());
const refuse = (message: string, reason = 'validation') => new ApiError(422, message, reason);
const cents = (value: number) => toCents(value) / 100;

async function loadCustomizing(app: FastifyInstance, companyCode: string): Promise<ErpCustomizingResponse> {
  const answer = (await app.erp.customizing(companyCode)) as Partial<ErpCustomizingResponse>;
  if (!answer.status) throw new ErpUnavailableError('/customer/customizing', 'answer has no status');
  if (!isUsableStatus(answer.status.message_type)) {
    throw erpRefusal(answer.status.message_line_string, MESSAGES.configurationError);
  }
  return answer as ErpCustomizingResponse;
}

/** The company's reason codes of one payment type (codes of another company left out). */
function reasonCodes(customizing: ErpCustomizingResponse, type: 'O' | 'D', companyCode: string) {
  return reasonCodesOf(customizing.payment_reason_codes, type).filter((r) => !r.company_code || r.company_code === companyCode);
}

/**
 * The selected method ('CC' or 'EC'), or null when none is selected (no method or no token; the
 * rules then answer 'Card not selected.'). A card type the company does not accept → 422.
 */
function selectedMethod(detail: PaymentDetailBody, customizing: ErpCustomizingResponse): 'CC' | 'EC' | null {
  const method = detail.payment_method.trim().toUpperCase();
  if ((method !== 'CC' && method !== 'EC') || detail.payment_card_token.trim() === '') return null;
  const type = detail.payment_card_type.trim().toUpperCase();
  if ((method === 'EC') !== (type === 'EC')) throw refuse(API_TEXTS.paymentMethodMismatch);
  const allowed = customizing.allowed_payment_methods;
  if (Array.isArray(allowed) && allowed.length > 0 && !allowed.includes(type as PaymentDetail['payment_card_type'])) {
    throw refuse(API_TEXTS.paymentMethodNotAllowed);
  }
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

export interface PreparedPayment {
  request: PaymentRequest;
  documents: ErpDocument[];
}

/** POST /api/invoice/payments: checks the body and builds what the ERP is asked to pay. */
export async function preparePayment(app: FastifyInstance, access: AccountAccess, body: PaymentBody): Promise<PreparedPayment> {
  const payer_data = payerOf(access, body.payer_data);
  const keyOf = (d: { billing_document_number: string; document_number_finance: string }) =>
    `${strip(d.billing_document_number)}__${strip(d.document_number_finance)}`;
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
    if (match.read_only_flag === 'X' || toCents(match.open_amount) === 0) throw refuse(API_TEXTS.documentNotPayable);
    return match;
  });

  const partialAllowed = isPartialAllowed(customizing.generel_data);
  const overpaymentAllowed = isOverpaymentAllowed(customizing.payment_types);
  // The amount fields first, as the page checks them on every change; an overpayment of an invoice
  // is left to the Pay click ('Overpayments is not allowed.'), a credit's to its field.
  body.documents.forEach((row, i) => {
    const message = validatePayAmount({
      amount: String(row.amount_to_process),
      openAmount: erpDocs[i]!.open_amount,
      partialAllowed,
      overpaymentAllowed: true,
    });
    if (message) throw refuse(message);
  });
  const method = selectedMethod(body.payment_detail, customizing);
  const codes = reasonCodes(customizing, 'O', payer_data.company_code);
  const message = validatePayClick({
    paymentMethod: method,
    cvv: body.payment_detail.card_validation_code,
    cvvRequired: cvvRequired(customizing.generel_data, method),
    overpaymentAllowed,
    reasonsRequired: reasonsRequired(customizing.payment_types),
    reasonCodes: codes,
    rows: body.documents.map((row, i) => ({
      amount: String(row.amount_to_process),
      openAmount: erpDocs[i]!.open_amount,
      reasonCode: row.reason_code,
      comment: row.comment,
    })),
  });
  if (message) throw refuse(message);

  const documents: PaymentDocument[] = body.documents.map((row, i) => {
    const d = erpDocs[i]!;
    const code = (row.reason_code ?? '').trim();
    return {
      billing_document_number: d.billing_document_number,
      document_number_finance: d.document_number_finance,
      line_item_in_the_relevant_invoice: d.line_item_in_the_relevant_invoice,
      fiscal_year_of_the_relevant_invoice: d.fiscal_year_of_the_relevant_invoice,
      open_amount: d.open_amount,
      amount_to_process: cents(parseAmount(String(row.amount_to_process))!),
      currency_key: d.currency_key,
      reason_code: code,
      reason_description: codes.find((r) => r.reason_code === code)?.description ?? '',
      comment: (row.comment ?? '').trim(),
      reference_number: d.reference_number,
      zzcustom: d.zzcustom ?? {},
    };
  });
  return { request: { payer_data, payment_detail: cleanDetail(body.payment_detail, method!), documents }, documents: erpDocs };
}

/** POST /api/customer/makedeposit: checks the body and builds the deposit the ERP is asked for. */
export async function prepareDeposit(app: FastifyInstance, access: AccountAccess, body: DepositBody): Promise<DepositRequest> {
  const payer_data = payerOf(access, body.payer_data);
  const customizing = await loadCustomizing(app, payer_data.company_code);
  if (!isDepositAvailable(customizing.payment_types)) throw refuse(API_TEXTS.depositsUnavailable, 'deposits_unavailable');
  const d = body.deposit_detail;
  if (d.currency_key.trim().toUpperCase() !== 'USD') throw refuse(API_TEXTS.depositCurrency);
  const method = selectedMethod(body.payment_detail, customizing);
  const codes = reasonCodes(customizing, 'D', payer_data.company_code);
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
  return {
    payer_data,
    payment_detail: cleanDetail(body.payment_detail, method!),
    deposit_detail: {
      amount_to_process: cents(parseAmount(d.amount_to_process)!),
      currency_key: 'USD',
      reason_code: d.reason_code.trim(),
      reference_number: (d.reference_number ?? '').trim(),
      comment: (d.comment ?? '').trim(),
    },
  };
}
