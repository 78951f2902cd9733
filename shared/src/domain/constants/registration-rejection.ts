import { object, string, type InferType } from 'yup';

/**
 * Rejecting a registration request (docs/product/users-and-admin.md#registration-requests-list):
 * the page's texts, the reason's rule and the mail to the requester. The specification words none of
 * them. The mail is fixed text rather than a configuration template: the specification's list of
 * templates has none for it.
 */
export const REGISTRATION_REJECTION_TEXTS = {
  reject: 'Reject',
  rejectFor: (name: string): string => `Reject the request of ${name}`,
  createUserFor: (name: string): string => `Create User for ${name}`,
  dialogTitle: (name: string): string => `Reject the request of ${name}?`,
  dialogBody: 'The requester gets a mail with your reason, and the request leaves this list.',
  reasonLabel: 'Reason',
  confirm: 'Reject Request',
  cancel: 'Cancel',
  rejected: 'Registration request rejected',
  reasonRequired: 'A reason is required.',
  reasonTooLong: 'The reason may be at most 1000 characters long.',
  dateColumn: 'Date',
} as const;

export const REJECTION_REASON_MAX = 1000;

/** The body of POST /api/register/{id}/reject, as the dialog and the API server check it. */
export const registrationRejectionSchema = object({
  Reason: string()
    .trim()
    .required(REGISTRATION_REJECTION_TEXTS.reasonRequired)
    .max(REJECTION_REASON_MAX, REGISTRATION_REJECTION_TEXTS.reasonTooLong),
});
export type RegistrationRejection = InferType<typeof registrationRejectionSchema>;

export const REGISTRATION_REJECTION_MAIL_SUBJECT = 'About your registration request';

/** {Reason} is the staff member's text, as typed. */
export const REGISTRATION_REJECTION_MAIL_BODY = `Dear {FirstName},

thank you for your request for access to the {CompanyName} portal. We cannot grant it:

{Reason}

If you have questions, reply to this mail or contact us.

{CompanyName}`;
