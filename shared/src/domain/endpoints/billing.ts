import { Type } from 'typebox';
import { ErpCustomizingResponseSchema } from '../erp/customer';
import { defineEndpoint, type BodyOf } from './define';
import { EmptyBodySchema, ImpersonationQuerySchema } from './common';
import {
  BulkPdfBodySchema,
  DocumentDetailBodySchema,
  InvoiceDetailResponseSchema,
  InvoiceSearchBodySchema,
  InvoiceSearchResponseSchema,
  PayerBodySchema,
  PayerResponseSchema,
  PdfSchema,
  PdfTokenParamsSchema,
  PdfUrlResponseSchema,
  SoldToDetailsBodySchema,
  SoldToDetailsResponseSchema,
  UserPayersResponseSchema,
} from './invoice-schemas';
import {
  DepositBodySchema,
  PaymentBodySchema,
  PaymentCardsBodySchema,
  PaymentCardsResponseSchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
} from './payment-schemas';
import {
  CsvSchema,
  PaymentHistoryFilterSchema,
  PaymentHistoryQuerySchema,
  PaymentHistoryResponseSchema,
  PaymentReceiptParamsSchema,
  PaymentReceiptSchema,
  ReceiptResendResponseSchema,
} from './payment-history-schemas';
import {
  ScheduledDateBodySchema,
  ScheduledPaymentBodySchema,
  ScheduledPaymentListSchema,
  ScheduledPaymentParamsSchema,
  ScheduledPaymentSchema,
} from './scheduled-payment-schemas';

/** The errors of a call that reads the (impersonated) user's accounts and asks the ERP. */
const ERP_ERRORS = [400, 401, 403, 404, 422, 502] as const;
/** A payment also answers 409 while the same Idempotency-Key is still pending. */
const CHARGE_ERRORS = [400, 401, 403, 404, 409, 422, 502] as const;
/** What a charge changes: the documents' open amounts, the payer's saved methods it may use, and the payment history. */
const CHARGED = ['invoiceSearch', 'invoiceDetail', 'payer', 'paymentMethods', 'paymentHistory'] as const;

/**
 * The billing customer's calls: accounts, invoices, documents, payments and payment methods
 * (docs/architecture/endpoints.md).
 */
export const billingEndpoints = {
  /** The ERP's payment configuration of one company code of the acting user's accounts (docs/product/navigation-and-layout.md). */
  customizing: defineEndpoint({
    method: 'POST',
    path: '/customer/customizing',
    query: ImpersonationQuerySchema,
    body: Type.Union([Type.Object({ company_code: Type.Optional(Type.String({ maxLength: 10 })) }), Type.Null(), Type.Undefined()]),
    response: ErpCustomizingResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The (impersonated) user's accounts as HeaderItems; also read before an inactive account is refused. */
  userPayers: defineEndpoint({
    method: 'POST',
    path: '/customer/getuserpayers',
    query: ImpersonationQuerySchema,
    body: EmptyBodySchema,
    response: UserPayersResponseSchema,
    errors: ERP_ERRORS,
    access: 'session',
  }),
  /** The payer's address, company codes, saved payment methods ('Pay With') and sold-tos (docs/product/navigation-and-layout.md). */
  payer: defineEndpoint({
    method: 'POST',
    path: '/customer/payer',
    query: ImpersonationQuerySchema,
    body: PayerBodySchema,
    response: PayerResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** Sold-to numbers, all of them the caller's → number (as sent) → name. */
  soldToNames: defineEndpoint({
    method: 'PUT',
    path: '/customer/soldto-details-list',
    query: ImpersonationQuerySchema,
    body: SoldToDetailsBodySchema,
    response: SoldToDetailsResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** Adds (01), updates (02), deletes (03) or authorizes (04) saved methods (docs/product/payment-methods.md). */
  paymentCards: defineEndpoint({
    method: 'POST',
    path: '/customer/payment_cards',
    query: ImpersonationQuerySchema,
    body: PaymentCardsBodySchema,
    response: PaymentCardsResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
    invalidates: ['payer', 'paymentMethods'],
  }),
  /** The payer's saved cards and eChecks (docs/product/payment-methods.md). */
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/payment-methods',
    query: PaymentMethodsQuerySchema,
    response: PaymentMethodsResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The invoice search (docs/product/invoices.md). */
  invoiceSearch: defineEndpoint({
    method: 'POST',
    path: '/Invoice',
    query: ImpersonationQuerySchema,
    body: InvoiceSearchBodySchema,
    response: InvoiceSearchResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The detail of one of the caller's documents. */
  invoiceDetail: defineEndpoint({
    method: 'POST',
    path: '/invoice/detail',
    query: ImpersonationQuerySchema,
    body: DocumentDetailBodySchema,
    response: InvoiceDetailResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** A 5-minute link to the PDF of one of the caller's documents. */
  invoicePdf: defineEndpoint({
    method: 'POST',
    path: '/Invoice/pdf-request',
    query: ImpersonationQuerySchema,
    body: DocumentDetailBodySchema,
    response: PdfUrlResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** 'Export to PDF' of the search page: a 5-minute link to the ERP's statement of the search. */
  searchPdf: defineEndpoint({
    method: 'POST',
    path: '/invoice/search-pdf-request',
    query: ImpersonationQuerySchema,
    body: InvoiceSearchBodySchema,
    response: PdfUrlResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** One PDF of the chosen documents of a search (or of all it finds). */
  bulkPdf: defineEndpoint({
    method: 'POST',
    path: '/Invoice/bulk-pdf-request',
    query: ImpersonationQuerySchema,
    body: BulkPdfBodySchema,
    response: PdfUrlResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The PDF behind a link: no bearer (a new tab has none), the link and the session's PDF cookie. */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/pdf/:token',
    params: PdfTokenParamsSchema,
    response: PdfSchema,
    errors: [400, 404, 502],
    access: 'public',
    binary: true,
  }),
  /** Pays documents, with an Idempotency-Key header (docs/product/checkout-and-payments.md). */
  payment: defineEndpoint({
    method: 'POST',
    path: '/invoice/payments',
    query: ImpersonationQuerySchema,
    body: PaymentBodySchema,
    response: PaymentResponseSchema,
    errors: CHARGE_ERRORS,
    access: 'active',
    invalidates: CHARGED,
  }),
  /** Makes a deposit, with an Idempotency-Key header (docs/product/deposits.md). */
  deposit: defineEndpoint({
    method: 'POST',
    path: '/customer/makedeposit',
    query: ImpersonationQuerySchema,
    body: DepositBodySchema,
    response: PaymentResponseSchema,
    errors: CHARGE_ERRORS,
    access: 'active',
    invalidates: CHARGED,
  }),
  /** The payment history of the acting user's accounts, newest first, a page at a time (docs/product/payment-history.md). */
  paymentHistory: defineEndpoint({
    method: 'GET',
    path: '/payments/history',
    query: PaymentHistoryQuerySchema,
    response: PaymentHistoryResponseSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The filtered history as a CSV file (remittance), every page of it. */
  paymentHistoryCsv: defineEndpoint({
    method: 'GET',
    path: '/payments/history/export',
    query: PaymentHistoryFilterSchema,
    response: CsvSchema,
    errors: ERP_ERRORS,
    access: 'active',
    binary: true,
  }),
  /** The receipt of one charge of the history: what its status page showed. */
  paymentReceipt: defineEndpoint({
    method: 'GET',
    path: '/payments/history/:paymentId',
    params: PaymentReceiptParamsSchema,
    query: ImpersonationQuerySchema,
    response: PaymentReceiptSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The same receipt as a PDF file. */
  paymentReceiptPdf: defineEndpoint({
    method: 'GET',
    path: '/payments/history/:paymentId/pdf',
    params: PaymentReceiptParamsSchema,
    query: ImpersonationQuerySchema,
    response: PdfSchema,
    errors: ERP_ERRORS,
    access: 'active',
    binary: true,
  }),
  /** Sends the receipt mail of a charge again, to the acting user's address, through the mail outbox. */
  resendPaymentReceipt: defineEndpoint({
    method: 'POST',
    path: '/payments/history/:paymentId/receipt-mail',
    params: PaymentReceiptParamsSchema,
    query: ImpersonationQuerySchema,
    body: EmptyBodySchema,
    response: ReceiptResendResponseSchema,
    status: 202,
    errors: [...ERP_ERRORS, 409, 429],
    access: 'active',
  }),
  /**
   * Schedules a payment of documents on a day (docs/product/scheduled-payments.md). These calls
   * declare no `invalidates`: every entry of that table ships on the shell's first screens, which
   * have no headroom; the history's section loads its list again itself.
   */
  schedulePayment: defineEndpoint({
    method: 'POST',
    path: '/payments/scheduled',
    query: ImpersonationQuerySchema,
    body: ScheduledPaymentBodySchema,
    response: ScheduledPaymentSchema,
    status: 201,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** The scheduled payments of the acting user's accounts, the next first; those run or cancelled in the last 60 days too. */
  scheduledPayments: defineEndpoint({
    method: 'GET',
    path: '/payments/scheduled',
    query: ImpersonationQuerySchema,
    response: ScheduledPaymentListSchema,
    errors: ERP_ERRORS,
    access: 'active',
  }),
  /** Moves a scheduled payment that has not run to another day. */
  rescheduleScheduledPayment: defineEndpoint({
    method: 'PATCH',
    path: '/payments/scheduled/:scheduleId',
    params: ScheduledPaymentParamsSchema,
    query: ImpersonationQuerySchema,
    body: ScheduledDateBodySchema,
    response: ScheduledPaymentSchema,
    errors: [...ERP_ERRORS, 409],
    access: 'active',
  }),
  /** Cancels a scheduled payment that has not run. */
  cancelScheduledPayment: defineEndpoint({
    method: 'DELETE',
    path: '/payments/scheduled/:scheduleId',
    params: ScheduledPaymentParamsSchema,
    query: ImpersonationQuerySchema,
    response: ScheduledPaymentSchema,
    errors: [...ERP_ERRORS, 409],
    access: 'active',
  }),
};

/** The payment and deposit bodies as the server's payment pipeline reads them. */
export type PaymentBody = BodyOf<(typeof billingEndpoints)['payment']>;
export type DepositBody = BodyOf<(typeof billingEndpoints)['deposit']>;
export type PaymentDetailBody = PaymentBody['payment_detail'];
