import { boolean, object, string, type InferType } from 'yup';
import { AUTOPAY_NOTICE_DAYS, AUTOPAY_NOTICE_DAYS_DEFAULT } from '../../rules/autopay';
import { isAbsoluteHttpUrl } from '../../rules/urls';
import { CONFIGURATION_VALIDATION as V } from './configuration-messages';

const required = (message: string) => string().trim().required(message);
const email = (message: string) => required(message).email(message);
/** A URL setting: an absolute http(s) address only (docs/security/configuration-values.md). */
const url = (requiredMessage: string, invalid: string, base = false) =>
  required(requiredMessage).test('url', invalid, (value) => !value || isAbsoluteHttpUrl(value, { base }));

/**
 * The mail server a stored SMTP password belongs to, as `host:port`: the stored password is sent
 * only there (docs/security/outbound-connections.md#the-stored-password).
 */
export const smtpServerKey = (host: unknown, port: unknown): string => `${String(host ?? '').trim().toLowerCase()}:${Number(String(port ?? '').trim())}`;

/** A whole number of days from AUTOPAY_NOTICE_DAYS.min to .max, as typed. */
const isNoticeDays = (days: string): boolean => /^\d{1,2}$/.test(days) && +days >= AUTOPAY_NOTICE_DAYS.min && +days <= AUTOPAY_NOTICE_DAYS.max;

/**
 * The system configuration form (docs/product/configuration-and-mail.md#configuration-validation),
 * used by /settings/configuration and by PUT /api/configuration and the SMTP test alike.
 *
 * SmtpPassword is write-only: the page never receives it, and a blank one keeps the stored one,
 * but only for the mail server it was stored for. So it is required with SmtpUseUser when none is
 * stored, and typed again for another server: validate with `{ context: { passwordStored,
 * passwordServer } }`, passwordServer being `smtpServerKey` of the stored SmtpAddress and SmtpPort.
 */
export const systemConfigurationSchema = object({
  CompanyName: required(V.companyName),
  // The base of every link the portal mails: no query or fragment to append a path to.
  ApplicationUrl: url(V.applicationUrl, V.applicationUrlInvalid, true),
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
      if (!this.parent.SmtpUseUser || password) return true;
      const context = this.options.context;
      if (!context?.passwordStored) return false;
      const server = context.passwordServer as string | undefined;
      return !server || server === smtpServerKey(this.parent.SmtpAddress, this.parent.SmtpPort) || this.createError({ message: V.smtpPasswordAgain });
    }),
  RegistrationRequestEmail: email(V.registrationRequestEmail),
  FromAddress: email(V.fromAddress),
  // The sender's name and the mail templates take any text (an empty template falls back to its
  // default), so they have no rule here; the server checks their type and length.
  ReceiptBcc: string().trim().default('').email(V.receiptBcc),
  CcpdfUrl: url(V.ccpdfUrl, V.ccpdfUrlInvalid),
  CcvideoUrl: url(V.ccvideoUrl, V.ccvideoUrlInvalid),
  EcpdfUrl: url(V.ecpdfUrl, V.ecpdfUrlInvalid),
  EcvideoUrl: url(V.ecvideoUrl, V.ecvideoUrlInvalid),
  LoginUseBackgroundImage: boolean().default(true),
  // AutoPay (docs/product/configuration-and-mail.md#autopay): the agreement's text, empty for the
  // portal's own (AUTOPAY_DEFAULT_AGREEMENT); the days between the advance notice and a run, as
  // typed and checked as text like SmtpPort. Both default for a form or a body from before AutoPay.
  AutopayAgreement: string().trim().default(''),
  AutopayNoticeDays: string()
    .trim()
    .default(String(AUTOPAY_NOTICE_DAYS_DEFAULT))
    .required(V.autopayNoticeDays)
    .test('notice-days', V.autopayNoticeDays, (days) => days === undefined || isNoticeDays(days)),
});
export type SystemConfigurationForm = InferType<typeof systemConfigurationSchema>;

/** The SMTP test's address (POST /api/configuration/smtp-test `testEmail`). */
export const smtpTestAddressSchema = object({ testEmail: email(V.testEmail) });
