import { AUTOPAY_NOTICE_DAYS_DEFAULT, type SystemConfiguration } from 'shared/server';

/**
 * Receipt templates (ReceiptEmailBody, ReceiptEmailRow), with the {Placeholders} of
 * MAIL_TEMPLATE_PLACEHOLDERS. Also used when a stored configuration has them empty. A line showing
 * only {RemainingBalance} is left out of a deposit's receipt, which has no balance.
 */
export const DEFAULT_RECEIPT_BODY = [
  'Dear {FirstName},',
  '',
  'thank you for your {Kind}. Please keep this receipt for your records.',
  '',
  'Date: {Date}',
  'Payer: {Payer}',
  'Account: {Account}',
  'Method: {Method}',
  '',
  '{Rows}',
  '',
  'Total: {Total}',
  'Remaining balance: {RemainingBalance}',
  '',
  '{CompanyName}',
].join('\n');
export const DEFAULT_RECEIPT_ROW = '{Document}: {Amount} (authorization {Authorization})';

export interface SmtpDefaults {
  host: string;
  port: number;
}

/**
 * The configuration a new portal starts with (docs/product/configuration-and-mail.md). An administrator changes it on
 * /settings/configuration; these values are written only when no configuration exists.
 * Templates use {Placeholders} that the mailer fills in. The SMTP server comes from
 * SMTP_HOST/SMTP_PORT (default 127.0.0.1:2525, the sandbox mail catcher). ApplicationUrl, the base of
 * every link in a mail, and the base of the payment instruction links come from PUBLIC_URL and
 * INSTRUCTIONS_URL (AppConfig.seedUrls; docs/operations/deploying.md#the-links-in-mails); without
 * them, http://localhost:<PORT>, where `npm start` serves the portal, and the ERP's /instructions,
 * where the sandbox serves them.
 */
export function defaultSystemConfiguration(
  erpUrl: string,
  smtp: SmtpDefaults = { host: '127.0.0.1', port: 2525 },
  applicationUrl = 'http://localhost:8080',
  instructionsUrl = `${erpUrl}/instructions`,
): SystemConfiguration {
  const instructions = instructionsUrl.replace(/\/+$/, '');
  return {
    CompanyName: 'Elevator Services Customer Portal',
    ApplicationUrl: applicationUrl,
    SmtpAddress: smtp.host,
    SmtpPort: smtp.port,
    SmtpUseUser: false,
    SmtpUser: '',
    SmtpPassword: '',
    RegistrationRequestEmail: 'registrations@portal.test',
    FromAddress: 'no-reply@portal.test',
    FromAddressName: 'Customer Portal',
    RegistrationRequestEmailContent:
      'A new registration request was submitted by {FirstName} {LastName} ({Company}, {Email}):\n\n{Message}\n\nReview it here: {Link}',
    RegistrationRequestorEmailContent:
      'Dear {FirstName},\n\nthank you for your registration request. We will get back to you shortly.',
    WelcomeEmailContent:
      'Dear {FirstName},\n\nan account was created for you on the customer portal. Set your password here: {Link}',
    ResetPasswordEmailContent: 'Dear {FirstName},\n\nreset your portal password here: {Link}',
    EmailConfirmationContent: 'Dear {FirstName},\n\nplease confirm your e-mail address here: {Link}',
    ReceiptEmailBody: DEFAULT_RECEIPT_BODY,
    ReceiptEmailRow: DEFAULT_RECEIPT_ROW,
    ReceiptBcc: '',
    CcpdfUrl: `${instructions}/card.pdf`,
    CcvideoUrl: `${instructions}/card-video`,
    EcpdfUrl: `${instructions}/echeck.pdf`,
    EcvideoUrl: `${instructions}/echeck-video`,
    LoginUseBackgroundImage: true,
    // Empty: the portal's own agreement (AUTOPAY_DEFAULT_AGREEMENT).
    AutopayAgreement: '',
    AutopayNoticeDays: AUTOPAY_NOTICE_DAYS_DEFAULT,
  };
}
