import { AUTOPAY_NOTICE_DAYS } from '../../rules/autopay';

/**
 * Messages of the configuration form (docs/product/configuration-and-mail.md#configuration-validation).
 * The specification names the rules, not their words: these are the portal's own. They load with
 * the admin forms, not with /login (docs/architecture/frontend.md#javascript-budgets).
 */
export const CONFIGURATION_VALIDATION = {
  companyName: 'Company Name is required.',
  applicationUrl: 'Application URL is required.',
  applicationUrlInvalid: "Application URL must be the portal's full address, starting with http:// or https://, without ? or #.",
  smtpAddress: 'SMTP Address is required.',
  smtpPort: 'SMTP Port must be a number from 1 to 65535.',
  smtpUser: 'SMTP User is required.',
  smtpPassword: 'SMTP Password is required.',
  smtpPasswordAgain: 'Type the SMTP Password again: the stored password is used only with the mail server and port it was saved for.',
  registrationRequestEmail: 'Registration Request Email must be a valid e-mail address.',
  fromAddress: 'From Address must be a valid e-mail address.',
  receiptBcc: 'Receipt Bcc must be a valid e-mail address.',
  ccvideoUrl: 'Credit card video URL is required.',
  ccpdfUrl: 'Credit card PDF URL is required.',
  ecvideoUrl: 'eCheck video URL is required.',
  ecpdfUrl: 'eCheck PDF URL is required.',
  ccvideoUrlInvalid: 'Credit card video URL must be a full address starting with http:// or https://.',
  ccpdfUrlInvalid: 'Credit card PDF URL must be a full address starting with http:// or https://.',
  ecvideoUrlInvalid: 'eCheck video URL must be a full address starting with http:// or https://.',
  ecpdfUrlInvalid: 'eCheck PDF URL must be a full address starting with http:// or https://.',
  autopayNoticeDays: `Advance notice must be a whole number of days from ${AUTOPAY_NOTICE_DAYS.min} to ${AUTOPAY_NOTICE_DAYS.max}.`,
  testEmail: 'Enter a valid e-mail address.',
  testPrivateAddress: 'The SMTP test may not connect to a private or local network address. The operator can allow it with SMTP_TEST_ALLOW_PRIVATE=true.',
} as const;

/**
 * The SMTP test's only answers (docs/security/outbound-connections.md): fixed texts, never the mail
 * server's own words, so the test tells nothing about a server but whether mail went through.
 */
export const SMTP_TEST_ANSWERS = {
  sent: 'The test e-mail was sent.',
  couldNotConnect: 'The test e-mail could not be sent: could not connect to the mail server.',
  authenticationFailed: 'The test e-mail could not be sent: the mail server did not accept the user name and password.',
  timedOut: 'The test e-mail could not be sent: the mail server did not answer in time.',
  refused: 'The test e-mail could not be sent: the mail server refused the message.',
} as const;
