import { Type, type Static } from 'typebox';

/*
 * AutoPay (docs/product/autopay.md, issue 25 §3): GET /api/autopay, PUT /api/autopay (enrol or
 * change, the agreement accepted again), PATCH /api/autopay/:enrolmentId (pause, resume),
 * DELETE /api/autopay/:enrolmentId (stop).
 */

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const Timing = Type.Union([Type.Literal('due'), Type.Literal('before')]);

export const AUTOPAY_STATES = ['active', 'paused', 'stopped'] as const;
export type AutopayState = (typeof AUTOPAY_STATES)[number];
/** A run's outcome: charged, failed, unknown (the ERP is asked), over_maximum (nothing charged), skipped (nothing left to pay). */
export const AUTOPAY_RUN_STATES = ['running', 'charged', 'failed', 'unknown', 'over_maximum', 'skipped'] as const;
export type AutopayRunState = (typeof AUTOPAY_RUN_STATES)[number];

export const AutopayRunSchema = Type.Object({
  Date: IsoDay,
  State: Type.Enum([...AUTOPAY_RUN_STATES]),
  Documents: Type.Array(Type.String()),
  TotalCents: Type.Integer(),
  Currency: Type.String(),
  /** The charge in the payment history, once the ERP was asked. */
  PaymentId: Type.Union([Type.String(), Type.Null()]),
});
export type AutopayRun = Static<typeof AutopayRunSchema>;

export const AutopayEnrolmentSchema = Type.Object({
  Id: Type.String(),
  Account: Type.String(),
  CompanyCode: Type.String(),
  /** The saved method: its token (as the payment methods list gives it), type and name (brand and last digits). */
  PaymentCardToken: Type.String(),
  PaymentCardType: Type.String(),
  Method: Type.String(),
  Timing,
  /** 0 when paid on the due date. */
  DaysBefore: Type.Integer(),
  /** The maximum per run, integer cents; null for none. */
  MaximumCents: Type.Union([Type.Integer(), Type.Null()]),
  State: Type.Enum([...AUTOPAY_STATES]),
  /** Who accepted the agreement, when, and its version. */
  AcceptedBy: Type.String(),
  AcceptedAt: Type.String(),
  AgreementVersion: Type.String(),
  /** The saved method's expiry (YYYY-MM-DD) when it is within 30 days or past; else null. */
  CardExpiresOn: Type.Union([IsoDay, Type.Null()]),
  /** The saved method is no longer among the account's methods. */
  MethodMissing: Type.Boolean(),
  /** Whether the viewer may change, pause or stop it. */
  MayChange: Type.Boolean(),
  LastRun: Type.Union([AutopayRunSchema, Type.Null()]),
});
export type AutopayEnrolment = Static<typeof AutopayEnrolmentSchema>;

export const AutopayOverviewSchema = Type.Object({
  /** The agreement from the configuration, and its version (a hash of the text). */
  Agreement: Type.Object({ Text: Type.String(), Version: Type.String() }),
  /** Days between the advance notice and a run. */
  NoticeDays: Type.Integer(),
  /** Whether the viewer may enrol: CanMakePayment, not staff acting for a customer. */
  MayEnrol: Type.Boolean(),
  /** Why not, when MayEnrol is false. */
  Reason: Type.Union([Type.String(), Type.Null()]),
  /** The enrolments of the accounts the viewer may see, stopped ones left out. */
  Enrolments: Type.Array(AutopayEnrolmentSchema),
});
export type AutopayOverview = Static<typeof AutopayOverviewSchema>;

/** PUT /api/autopay: enrols an account, or changes its enrolment; the agreement's current version, accepted. */
export const AutopayBodySchema = Type.Object(
  {
    Account: Type.String({ minLength: 1, maxLength: 10 }),
    CompanyCode: Type.String({ minLength: 1, maxLength: 4 }),
    PaymentCardToken: Type.String({ minLength: 1, maxLength: 100 }),
    Timing,
    /** As typed; required for 'before'. */
    DaysBefore: Type.Optional(Type.Union([Type.String({ maxLength: 5 }), Type.Integer()])),
    /** As typed, an amount; empty or left out for none. */
    Maximum: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    AgreementVersion: Type.String({ minLength: 1, maxLength: 64 }),
    Accepted: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AutopayBody = Static<typeof AutopayBodySchema>;

export const AutopayParamsSchema = Type.Object({ enrolmentId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
export const AutopayStateBodySchema = Type.Object(
  { State: Type.Union([Type.Literal('active'), Type.Literal('paused')]) },
  { additionalProperties: false },
);
