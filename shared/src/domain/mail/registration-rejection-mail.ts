import { REGISTRATION_REJECTION_MAIL_BODY, REGISTRATION_REJECTION_MAIL_SUBJECT } from '../constants/registration-rejection';
import { renderFixedMail, type RenderedMail } from './render-template';

export interface RegistrationRejectionMail {
  firstName: string;
  companyName: string;
  reason: string;
}

/** The mail to a requester whose registration request was rejected (docs/product/users-and-admin.md#registration-requests-list). */
export function renderRegistrationRejection(mail: RegistrationRejectionMail): RenderedMail & { subject: string } {
  return {
    subject: REGISTRATION_REJECTION_MAIL_SUBJECT,
    ...renderFixedMail(REGISTRATION_REJECTION_MAIL_BODY, { FirstName: mail.firstName, CompanyName: mail.companyName, Reason: mail.reason }),
  };
}
