/** A registration request (docs/product/registration.md#registration-request), as the specification names its fields. */
export interface RegistrationRequest {
  registrationRequestId: number;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  message: string;
}

/** GET /api/register lists the open ones. */
export interface RegistrationRequestItem extends RegistrationRequest {
  /** ISO date-time it was sent. */
  createdAt: string;
}

/** GET /api/register/{id}: one request, as the user form is filled from it. */
export interface RegistrationRequestRecord extends RegistrationRequest {
  completed: boolean;
}
