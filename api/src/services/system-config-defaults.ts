import type { SystemConfiguration } from 'shared/server';

/**
 * The configuration a new portal starts with (spec §3). An administrator changes it on
 * /settings/configuration; these values are written only when no configuration exists.
 * Templates use {Placeholders} that the mailer fills in.
 */
export function defaultSystemConfiguration(erpUrl: string): SystemConfiguration {
  const instructions = `${erpUrl}/instructions`;
  return {
    CompanyName: 'Elevator Services Customer Portal',
    ApplicationUrl: 'http://localhost:8080',
    SmtpAddress: '127.0.0.1',
    SmtpPort: 2525,
    SmtpUseUser: false,
    SmtpUser: '',
    SmtpPassword: '',
    RegistrationRequestEmail: 'registrations@portal.test',
    FromAddress: 'no-reply@portal.test',
    FromAddressName: 'Customer Portal',
    RegistrationRequestEmailContent:
      'A new registration request was submitted by {FirstName} {LastName} ({Company}, {Email}):\n\n{Message}',
    RegistrationRequestorEmailContent:
      'Dear {FirstName},\n\nthank you for your registration request. We will get back to you shortly.',
    WelcomeEmailContent:
      'Dear {FirstName},\n\nan account was created for you on the customer portal. Set your password here: {Link}',
    ResetPasswordEmailContent: 'Dear {FirstName},\n\nreset your portal password here: {Link}',
    EmailConfirmationContent: 'Dear {FirstName},\n\nplease confirm your e-mail address here: {Link}',
    ReceiptEmailBody: 'Dear {FirstName},\n\nthank you for your payment.\n\n{Rows}\n\nTotal: {Total}',
    ReceiptEmailRow: '{DocumentNumber}: {Amount} ({Status})',
    ReceiptBcc: '',
    CcpdfUrl: `${instructions}/card.pdf`,
    CcvideoUrl: `${instructions}/card-video`,
    EcpdfUrl: `${instructions}/echeck.pdf`,
    EcvideoUrl: `${instructions}/echeck-video`,
    LoginUseBackgroundImage: true,
  };
}
