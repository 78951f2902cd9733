import { Type, type Static } from 'typebox';
import { PAYMENT_HISTORY_MAX_LIMIT, PAYMENT_HISTORY_STATUSES } from '../constants/payment-history';
import { ImpersonationQuerySchema } from './common';

/*
 * The payment history (docs/product/payment-history.md): every payment and deposit made through
 * the portal for the accounts the acting user may see, read off the payment ledger.
 */

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** The filter of the list and of its CSV export. Dates are days in UTC, both ends included. */
export const PaymentHistoryFilterSchema = Type.Object({
  ...ImpersonationQuerySchema.properties,
  From: Type.Optional(IsoDate),
  To: Type.Optional(IsoDate),
  Account: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z]+$' })),
  Status: Type.Optional(Type.Enum([...PAYMENT_HISTORY_STATUSES])),
});
export type PaymentHistoryFilter = Static<typeof PaymentHistoryFilterSchema>;

/** GET /api/payments/history: the filter, the page size and the cursor of the page before (NextCursor). */
export const PaymentHistoryQuerySchema = Type.Object({
  ...PaymentHistoryFilterSchema.properties,
  Limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAYMENT_HISTORY_MAX_LIMIT })),
  Cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type PaymentHistoryQuery = Static<typeof PaymentHistoryQuerySchema>;

export const PaymentHistoryEntrySchema = Type.Object({
  /** The ledger's id of the charge, as a string. */
  Id: Type.String(),
  /** ISO 8601 time the charge was asked for. */
  At: Type.String(),
  Kind: Type.Enum(['payment', 'deposit']),
  /** The payer account (or sold-to) paid for, without leading zeros. */
  Account: Type.String(),
  CompanyCode: Type.String(),
  /** What was charged (charged), else what was sent, in integer cents of Currency. */
  AmountCents: Type.Integer(),
  Currency: Type.String(),
  /** 'Visa ending with *1111'. */
  Method: Type.String(),
  /** 'Visa', 'eCheck'. */
  Brand: Type.String(),
  LastDigits: Type.String(),
  /** The billing numbers paid (a deposit: its reference, if any). */
  Documents: Type.Array(Type.String()),
  Status: Type.Enum([...PAYMENT_HISTORY_STATUSES]),
  /** The staff member's name when staff made it acting for the customer; null otherwise. */
  ActedBy: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentHistoryEntry = Static<typeof PaymentHistoryEntrySchema>;

export const PaymentHistoryResponseSchema = Type.Object({
  Items: Type.Array(PaymentHistoryEntrySchema, { maxItems: PAYMENT_HISTORY_MAX_LIMIT }),
  /** Pass as Cursor for the next, older page; null on the last page. */
  NextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentHistoryResponse = Static<typeof PaymentHistoryResponseSchema>;

export const PaymentReceiptParamsSchema = Type.Object({ paymentId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

/** One status line of the ERP's answer, as the status page shows it (shared's ReceiptLine). */
export const PaymentReceiptLineSchema = Type.Object({
  Document: Type.String(),
  Succeeded: Type.Boolean(),
  Message: Type.String(),
  PaidCents: Type.Union([Type.Integer(), Type.Null()]),
  RemainingCents: Type.Union([Type.Integer(), Type.Null()]),
  Currency: Type.String(),
  Authorization: Type.String(),
});
export type PaymentReceiptLine = Static<typeof PaymentReceiptLineSchema>;

/** GET /api/payments/history/:paymentId: the entry and what the status page showed of it. */
export const PaymentReceiptSchema = Type.Object({
  Entry: PaymentHistoryEntrySchema,
  /** The payer account's name as the account list shows it; '' when not linked any more. */
  PayerName: Type.String(),
  /** Empty while the outcome is not known, or when nothing reached the ERP's answer. */
  Lines: Type.Array(PaymentReceiptLineSchema),
  PaidCents: Type.Integer(),
  RemainingCents: Type.Union([Type.Integer(), Type.Null()]),
});
export type PaymentReceipt = Static<typeof PaymentReceiptSchema>;

export const ReceiptResendResponseSchema = Type.Object({ To: Type.String() });
export type ReceiptResendResponse = Static<typeof ReceiptResendResponseSchema>;

export const CsvSchema = Type.Unsafe<Blob>({ type: 'string', format: 'binary', description: 'text/csv' });
