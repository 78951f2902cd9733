import { boolean, number, object, string, type InferType } from 'yup';
import { VALIDATION } from '../constants/validation';

const V = VALIDATION.configuration;
const required = (message: string) => string().trim().required(message);
const email = (message: string) => string().trim().required(message).email(message);
const text = () => string().default('');

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
  SmtpPort: number()
    // A cleared field is "no number", not zero.
    .transform((value: number, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(V.smtpPort)
    .required(V.smtpPort)
    .integer(V.smtpPort)
    .min(1, V.smtpPort)
    .max(65535, V.smtpPort),
  SmtpUseUser: boolean().default(false),
  SmtpUser: string()
    .default('')
    .when('SmtpUseUser', { is: true, then: (s) => s.trim().required(V.smtpUser) }),
  SmtpPassword: string()
    .default('')
    .when(['SmtpUseUser', '$passwordStored'], {
      is: (useUser: boolean, stored: boolean | undefined) => useUser && !stored,
      then: (s) => s.required(V.smtpPassword),
    }),
  RegistrationRequestEmail: email(V.registrationRequestEmail),
  FromAddress: email(V.fromAddress),
  FromAddressName: text(),
  RegistrationRequestEmailContent: text(),
  RegistrationRequestorEmailContent: text(),
  WelcomeEmailContent: text(),
  ResetPasswordEmailContent: text(),
  EmailConfirmationContent: text(),
  ReceiptEmailBody: text(),
  ReceiptEmailRow: text(),
  ReceiptBcc: string().trim().default('').email(V.receiptBcc),
  CcpdfUrl: required(V.ccpdfUrl),
  CcvideoUrl: required(V.ccvideoUrl),
  EcpdfUrl: required(V.ecpdfUrl),
  EcvideoUrl: required(V.ecvideoUrl),
  LoginUseBackgroundImage: boolean().default(true),
});
export type SystemConfigurationForm = InferType<typeof systemConfigurationSchema>;

/** The fields in the order the page shows them: the server reports the first failing one of these. */
export const SYSTEM_CONFIGURATION_FIELD_ORDER = [
  'CompanyName',
  'ApplicationUrl',
  'SmtpAddress',
  'SmtpPort',
  'SmtpUseUser',
  'SmtpUser',
  'SmtpPassword',
  'RegistrationRequestEmail',
  'FromAddress',
  'FromAddressName',
  'RegistrationRequestEmailContent',
  'RegistrationRequestorEmailContent',
  'WelcomeEmailContent',
  'ResetPasswordEmailContent',
  'EmailConfirmationContent',
  'ReceiptEmailBody',
  'ReceiptEmailRow',
  'ReceiptBcc',
  'CcpdfUrl',
  'CcvideoUrl',
  'EcpdfUrl',
  'EcvideoUrl',
  'LoginUseBackgroundImage',
] as const satisfies readonly (keyof SystemConfigurationForm)[];

/** The SMTP test's address (POST /api/configuration/smtp-test `testEmail`). */
export const smtpTestAddressSchema = object({ testEmail: email(V.testEmail) });
