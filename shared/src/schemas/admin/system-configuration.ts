import { boolean, object, string, type InferType } from 'yup';
import { CONFIGURATION_VALIDATION as V } from './configuration-messages';

const required = (message: string) => string().trim().required(message);
const email = (message: string) => required(message).email(message);

/**
 * The system configuration form (docs/product/configuration-and-mail.md#configuration-validation),
 * used by /settings/configuration and by PUT /api/configuration and the SMTP test alike.
 *
 * SmtpPassword is write-only: the page never receives it, and a blank one keeps the stored one.
 * So it is required with SmtpUseUser only when none is stored: validate with
 * `{ context: { passwordStored } }`.
 */
export const systemConfigurationSchema = object({
  CompanyName: required(V.companyName),
  ApplicationUrl: required(V.applicationUrl),
  SmtpAddress: required(V.smtpAddress),
  // A whole number from 1 to 65535, as typed (the server stores it as a number). Checked as text:
  // yup's number schema would add to what every page downloads (docs/architecture/frontend.md#javascript-budgets).
  SmtpPort: string()
    .trim()
    .required(V.smtpPort)
    .test('port', V.smtpPort, (port) => port === undefined || (/^\d{1,5}$/.test(port) && +port > 0 && +port < 65536)),
  SmtpUseUser: boolean().default(false),
  // Conditions as tests of the parent, for the same reason (yup's `when` is not loaded otherwise).
  SmtpUser: string()
    .trim()
    .default('')
    .test('smtp-user', V.smtpUser, function needsUser(user) {
      return !this.parent.SmtpUseUser || Boolean(user);
    }),
  SmtpPassword: string()
    .default('')
    .test('smtp-password', V.smtpPassword, function needsPassword(password) {
      return !this.parent.SmtpUseUser || Boolean(this.options.context?.passwordStored) || Boolean(password);
    }),
  RegistrationRequestEmail: email(V.registrationRequestEmail),
  FromAddress: email(V.fromAddress),
  // The sender's name and the mail templates take any text (an empty template falls back to its
  // default), so they have no rule here; the server checks their type and length.
  ReceiptBcc: string().trim().default('').email(V.receiptBcc),
  CcpdfUrl: required(V.ccpdfUrl),
  CcvideoUrl: required(V.ccvideoUrl),
  EcpdfUrl: required(V.ecpdfUrl),
  EcvideoUrl: required(V.ecvideoUrl),
  LoginUseBackgroundImage: boolean().default(true),
});
export type SystemConfigurationForm = InferType<typeof systemConfigurationSchema>;

/** The SMTP test's address (POST /api/configuration/smtp-test `testEmail`). */
export const smtpTestAddressSchema = object({ testEmail: email(V.testEmail) });
