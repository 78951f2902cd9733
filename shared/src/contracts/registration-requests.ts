/** docs/product/registration.md registration request, as GET /api/register lists the open ones. */
export interface RegistrationRequestItem {
  registrationRequestId: number;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  message: string;
  /** ISO date-time it was sent. */
  createdAt: string;
}
