import { ACTED_FOR_LIMIT } from 'shared/server';
import { Type } from 'typebox';

/** shared's ActedForEntry: GET /api/profile/impersonations (docs/security/impersonation.md#what-the-customer-sees). */
export const ActedForEntrySchema = Type.Object({
  // ISO 8601.
  At: Type.String(),
  Kind: Type.Enum(['started', 'stopped', 'payment', 'deposit']),
  StaffName: Type.Union([Type.String(), Type.Null()]),
  Account: Type.Optional(Type.String()),
  AmountCents: Type.Optional(Type.Integer()),
  Currency: Type.Optional(Type.String()),
  Outcome: Type.Optional(Type.Enum(['paid', 'not_paid', 'checking'])),
});

export const ActedForResponseSchema = Type.Object({
  Entries: Type.Array(ActedForEntrySchema, { maxItems: ACTED_FOR_LIMIT }),
  Truncated: Type.Boolean(),
});
