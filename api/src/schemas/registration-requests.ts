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
