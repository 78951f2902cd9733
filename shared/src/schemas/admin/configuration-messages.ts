/**
 * Messages of the configuration form (docs/product/configuration-and-mail.md#configuration-validation).
 * The specification names the rules, not their words: these are the portal's own. They load with
 * the admin forms, not with /login (docs/architecture/frontend.md#javascript-budgets).
 */
export const CONFIGURATION_VALIDATION = {
  companyName: 'Company Name is required.',
  applicationUrl: 'Application URL is required.',
  smtpAddress: 'SMTP Address is required.',
  smtpPort: 'SMTP Port must be a number from 1 to 65535.',
  smtpUser: 'SMTP User is required.',
  smtpPassword: 'SMTP Password is required.',
  registrationRequestEmail: 'Registration Request Email must be a valid e-mail address.',
  fromAddress: 'From Address must be a valid e-mail address.',
  receiptBcc: 'Receipt Bcc must be a valid e-mail address.',
  ccvideoUrl: 'Credit card video URL is required.',
  ccpdfUrl: 'Credit card PDF URL is required.',
  ecvideoUrl: 'eCheck video URL is required.',
  ecpdfUrl: 'eCheck PDF URL is required.',
  testEmail: 'Enter a valid e-mail address.',
} as const;
