import { DOC, billingNumber } from './fake-erp-data';
import { accessTokenBody, cardsBody, visaEntry } from './payment-methods';
import { CARD, deposit, ECHECK, newKey, payment, row } from './payments';
import { searchBody } from './search-body';
import { autopaySettings } from '../../src/services/config/autopay-settings';
import { json, LOGGED_IN, OWNED, withQuery, type Call, type Statuses } from './authorization-basics';

/*
 * The authorization matrix's rows of the billing customer's calls (authorization-rows.ts holds the
 * others): accounts, invoices, payments, the history, schedules, AutoPay, payment methods.
 */

/** One charge of the owner's: anyone else gets 404, so its id tells nothing. */
const OWNED_CHARGE: Statuses = { anonymous: 401, owner: 200, foreign: 404, staff: 404, impersonating: 200, admin: 404 };
/**
 * A scheduled payment of the owner's document by saved eCheck (company 1100 needs a CVV for cards),
 * `days` ahead of the real today; the document's due date has passed, so the late day is confirmed.
 */
export const scheduledBody = (days: number) => ({
  ...payment('100200', '1100', [row('100200', DOC.open, 10, { reason_code: '03' })], ECHECK),
  scheduled_date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
  confirmLateDate: true,
});
/** A schedule of the owner's: others get 404 (an id tells nothing); staff not impersonating may not pay at all. */
const OWNED_SCHEDULE: Statuses = { anonymous: 401, owner: 200, foreign: 404, staff: 403, impersonating: 200, admin: 404 };
/** AutoPay of the owner's account by its saved eCheck, the default agreement accepted. */
export const autopayBody = () => ({
  Account: '100200',
  CompanyCode: '1100',
  PaymentCardToken: ECHECK.payment_card_token,
  Timing: 'before',
  DaysBefore: '3',
  Maximum: '500.00',
  AgreementVersion: autopaySettings({}).version,
  Accepted: true,
});
/**
 * AutoPay changes are the signed-in customer's own: staff get 403 whether acting for the customer
 * or not; a customer of other accounts finds no such enrolment.
 */
const OWNED_AUTOPAY: Statuses = { anonymous: 401, owner: 200, foreign: 404, staff: 403, impersonating: 403, admin: 404 };
const charge = (url: string, body: object): Call => (ctx) => ({
  method: 'POST',
  url: `${url}${ctx.imp}`,
  headers: { ...ctx.headers, 'idempotency-key': newKey() },
  payload: body,
});
export const OWNER_DOC = billingNumber('100200', DOC.open);
const OWNER_SEARCH = searchBody('100200', '1100');

export const BILLING_ROWS: Record<string, { call: Call; expect: Statuses }> = {
  // Everyone logged in sees their own payers; another user's only while impersonating.
  'POST /api/customer/getuserpayers': { call: (ctx) => json('POST', `/api/customer/getuserpayers${ctx.imp}`, {})(ctx), expect: LOGGED_IN },
  'POST /api/customer/customizing': { call: (ctx) => json('POST', `/api/customer/customizing${ctx.imp}`, { company_code: '1100' })(ctx), expect: OWNED },
  'POST /api/customer/payer': {
    call: (ctx) => json('POST', `/api/customer/payer${ctx.imp}`, { customer_number: '100200', company_code: '1100', action: '01' })(ctx),
    expect: OWNED,
  },
  'PUT /api/customer/soldto-details-list': { call: (ctx) => json('PUT', `/api/customer/soldto-details-list${ctx.imp}`, ['100200'])(ctx), expect: OWNED },
  'POST /api/Invoice': { call: (ctx) => json('POST', `/api/Invoice${ctx.imp}`, OWNER_SEARCH)(ctx), expect: OWNED },
  'POST /api/invoice/detail': {
    call: (ctx) => json('POST', `/api/invoice/detail${ctx.imp}`, { document_detail: { billing_document_number: OWNER_DOC, document_type: '01' } })(ctx),
    expect: OWNED,
  },
  'POST /api/Invoice/pdf-request': {
    call: (ctx) => json('POST', `/api/Invoice/pdf-request${ctx.imp}`, { document_detail: { billing_document_number: OWNER_DOC, document_type: '01' } })(ctx),
    expect: OWNED,
  },
  'POST /api/Invoice/bulk-pdf-request': {
    call: (ctx) => json('POST', `/api/Invoice/bulk-pdf-request${ctx.imp}`, { ...OWNER_SEARCH, GridViewDocIds: [OWNER_DOC] })(ctx),
    expect: OWNED,
  },
  'POST /api/invoice/search-pdf-request': { call: (ctx) => json('POST', `/api/invoice/search-pdf-request${ctx.imp}`, OWNER_SEARCH)(ctx), expect: OWNED },
  // A link the owner's session made opens only in the owner's browser (the PDF cookie).
  'GET /api/pdf/:token': {
    call: (ctx) => ({ method: 'GET', url: ctx.owner.pdfUrl, headers: ctx.headers }),
    expect: { anonymous: 404, owner: 200, foreign: 404, staff: 404, impersonating: 404, admin: 404 },
  },
  'POST /api/invoice/payments': {
    call: charge('/api/invoice/payments', payment('100200', '1100', [row('100200', DOC.open, 10, { reason_code: '03' })])),
    expect: OWNED,
  },
  'POST /api/customer/makedeposit': { call: charge('/api/customer/makedeposit', deposit('100200', '1100')), expect: OWNED },
  // The payment history (docs/product/payment-history.md): the invoices' account rules. The list
  // and its export name the owner's account (403 to anyone who may not see it); one charge of
  // another's account answers 404, as an unknown one does.
  'GET /api/payments/history': { call: (ctx) => ({ method: 'GET', url: withQuery(ctx, '/api/payments/history', 'Account=100200'), headers: ctx.headers }), expect: OWNED },
  'GET /api/payments/history/export': {
    call: (ctx) => ({ method: 'GET', url: withQuery(ctx, '/api/payments/history/export', 'Account=100200&Status=charged'), headers: ctx.headers }),
    expect: OWNED,
  },
  'GET /api/payments/history/:paymentId': {
    call: (ctx) => ({ method: 'GET', url: `/api/payments/history/${ctx.owner.paymentId}${ctx.imp}`, headers: ctx.headers }),
    expect: OWNED_CHARGE,
  },
  'GET /api/payments/history/:paymentId/pdf': {
    call: (ctx) => ({ method: 'GET', url: `/api/payments/history/${ctx.owner.paymentId}/pdf${ctx.imp}`, headers: ctx.headers }),
    expect: OWNED_CHARGE,
  },
  'POST /api/payments/history/:paymentId/receipt-mail': {
    // Staff resend another of the owner's receipts: the same one again within a minute is 429.
    call: (ctx) => json('POST', `/api/payments/history/${ctx.who === 'impersonating' ? ctx.owner.otherPaymentId : ctx.owner.paymentId}/receipt-mail${ctx.imp}`, {})(ctx),
    expect: { ...OWNED_CHARGE, owner: 202, impersonating: 202 },
  },
  'POST /api/payments/scheduled': {
    call: (ctx) => json('POST', `/api/payments/scheduled${ctx.imp}`, scheduledBody(20))(ctx),
    expect: { ...OWNED, owner: 201, impersonating: 201 },
  },
  // The list is of the identity's own accounts: anyone logged in gets theirs.
  'GET /api/payments/scheduled': { call: (ctx) => ({ method: 'GET', url: `/api/payments/scheduled${ctx.imp}`, headers: ctx.headers }), expect: LOGGED_IN },
  'PATCH /api/payments/scheduled/:scheduleId': {
    call: (ctx) => ({
      method: 'PATCH',
      url: `/api/payments/scheduled/${ctx.owner.scheduleIds[0]}${ctx.imp}`,
      headers: ctx.headers,
      payload: { scheduled_date: scheduledBody(40).scheduled_date, confirmLateDate: true },
    }),
    expect: OWNED_SCHEDULE,
  },
  'DELETE /api/payments/scheduled/:scheduleId': {
    call: (ctx) => ({
      method: 'DELETE',
      url: `/api/payments/scheduled/${ctx.owner.scheduleIds[ctx.who === 'impersonating' ? 2 : 1]}${ctx.imp}`,
      headers: ctx.headers,
    }),
    expect: OWNED_SCHEDULE,
  },
  // Anyone logged in reads the AutoPay of the accounts they see (staff acting for a customer the customer's).
  'GET /api/autopay': { call: (ctx) => ({ method: 'GET', url: `/api/autopay${ctx.imp}`, headers: ctx.headers }), expect: LOGGED_IN },
  'PUT /api/autopay': {
    call: (ctx) => json('PUT', `/api/autopay${ctx.imp}`, autopayBody())(ctx),
    expect: { ...OWNED, impersonating: 403 },
  },
  'PATCH /api/autopay/:enrolmentId': {
    call: (ctx) => ({ method: 'PATCH', url: `/api/autopay/${ctx.owner.autopayId}${ctx.imp}`, headers: ctx.headers, payload: { State: 'paused' } }),
    expect: OWNED_AUTOPAY,
  },
  'DELETE /api/autopay/:enrolmentId': {
    call: (ctx) => ({ method: 'DELETE', url: `/api/autopay/${ctx.owner.autopayId}${ctx.imp}`, headers: ctx.headers }),
    expect: OWNED_AUTOPAY,
  },
  'POST /api/tokenization/access_token': {
    call: (ctx) => json('POST', `/api/tokenization/access_token${ctx.imp}`, accessTokenBody('100200', '1100'))(ctx),
    expect: OWNED,
  },
  // The owner's tokenizer session answers the owner only; to anyone else it is unknown.
  'POST /api/tokenization/response': {
    call: (ctx) => json('POST', `/api/tokenization/response${ctx.imp}`, { action: '02', access_token: ctx.owner.accessToken })(ctx),
    expect: { anonymous: 401, owner: 200, foreign: 404, staff: 404, impersonating: 404, admin: 404 },
  },
  'POST /api/customer/payment_cards': {
    call: (ctx) =>
      json('POST', `/api/customer/payment_cards${ctx.imp}`, cardsBody('100200', '1100', '04', [visaEntry(CARD.payment_card_token, { card_validation_code: '123' })]))(ctx),
    expect: OWNED,
  },
  'GET /api/payment-methods': {
    call: (ctx) => ({
      method: 'GET',
      url: `/api/payment-methods?customer_number=100200&company_code=1100${ctx.imp.replace('?', '&')}`,
      headers: ctx.headers,
    }),
    expect: OWNED,
  },
};
