import { Type, type Static } from 'typebox';
import { IdSchema } from './common';

/** A registration request (docs/product/registration.md#registration-request), as the specification names its fields. */
const requestFields = {
  registrationRequestId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Type.String(),
  email: Type.String(),
  message: Type.String(),
};

/** GET /api/register lists the open ones. */
export const RegistrationRequestItemSchema = Type.Object({
  ...requestFields,
  /** ISO date-time it was sent. */
  createdAt: Type.String(),
});
export const RegistrationRequestListSchema = Type.Array(RegistrationRequestItemSchema);

/** GET /api/register/{id}: one request, as the user form is filled from it. */
export const RegistrationRequestRecordSchema = Type.Object({ ...requestFields, completed: Type.Boolean() });

/** POST /api/register/{id}/completed: the body may name the user made from the request. */
export const CompleteRequestBodySchema = Type.Union([Type.Object({ UserId: Type.Optional(IdSchema()) }), Type.Null(), Type.Undefined()]);
export const CompletedResponseSchema = Type.Object({ completed: Type.Boolean() });

/** POST /api/register/{id}/reject: the reason mailed to the requester (shared's registrationRejectionSchema has the rule). */
export const RejectRequestBodySchema = Type.Object({ Reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
export const RejectedResponseSchema = Type.Object({ rejected: Type.Boolean() });

export type RegistrationRequestItem = Static<typeof RegistrationRequestItemSchema>;
export type RegistrationRequestRecord = Static<typeof RegistrationRequestRecordSchema>;
