import { Type } from 'typebox';

/** docs/product/registration.md registration request, as GET /api/register lists it. */
export const RegistrationRequestItemSchema = Type.Object({
  registrationRequestId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
});

export const RegistrationRequestListSchema = Type.Array(RegistrationRequestItemSchema);

/** POST /api/register/{id}/reject: the reason mailed to the requester (shared's registrationRejectionSchema has the rule). */
export const RejectRequestBodySchema = Type.Object({ Reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
export const RejectedResponseSchema = Type.Object({ rejected: Type.Boolean() });
