import { Type, type Static } from 'typebox';
import { PaymentBodySchema } from './payment-schemas';

/*
 * Scheduled payments (docs/product/scheduled-payments.md, issue 25 §2): the body of paying now
 * plus the day to pay on.
 */

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const SCHEDULED_PAYMENT_STATES = ['scheduled', 'running', 'charged', 'failed', 'unknown', 'cancelled', 'skipped'] as const;
export type ScheduledPaymentState = (typeof SCHEDULED_PAYMENT_STATES)[number];

/** POST /api/payments/scheduled: what paying now sends, a day, and whether a day after the earliest due date was confirmed. */
export const ScheduledPaymentBodySchema = Type.Object(
  {
    ...PaymentBodySchema.properties,
    scheduled_date: IsoDay,
    confirmLateDate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ScheduledPaymentBody = Static<typeof ScheduledPaymentBodySchema>;

/** PATCH /api/payments/scheduled/:scheduleId: a new day. */
export const ScheduledDateBodySchema = Type.Object(
  { scheduled_date: IsoDay, confirmLateDate: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const ScheduledPaymentParamsSchema = Type.Object({ scheduleId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export const ScheduledPaymentSchema = Type.Object({
  Id: Type.String(),
  ScheduledDate: IsoDay,
  State: Type.Enum([...SCHEDULED_PAYMENT_STATES]),
  Account: Type.String(),
  CompanyCode: Type.String(),
  /** What is to be charged, integer cents, and its currency. */
  AmountCents: Type.Integer(),
  Currency: Type.String(),
  Method: Type.String(),
  Documents: Type.Array(Type.String()),
  /** Documents the run skipped: paid or cleared since. */
  Skipped: Type.Array(Type.String()),
  /** The ledger's charge once it ran (a line of the history), else null. */
  PaymentId: Type.Union([Type.String(), Type.Null()]),
  CreatedAt: Type.String(),
  /** Made by staff acting for the customer: their name. */
  MadeBy: Type.Union([Type.String(), Type.Null()]),
});
export type ScheduledPayment = Static<typeof ScheduledPaymentSchema>;

export const ScheduledPaymentListSchema = Type.Object({ Items: Type.Array(ScheduledPaymentSchema) });
export type ScheduledPaymentList = Static<typeof ScheduledPaymentListSchema>;
