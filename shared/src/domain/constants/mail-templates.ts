/**
 * The mail templates of the system configuration and the {Placeholders} each may use. The
 * configuration page lists them beside each template; the API server fills them in
 * (docs/product/configuration-and-mail.md#mail-templates).
 */
export const MAIL_TEMPLATE_PLACEHOLDERS = {
  RegistrationRequestEmailContent: ['FirstName', 'LastName', 'Company', 'Email', 'Message', 'CompanyName', 'Link'],
  RegistrationRequestorEmailContent: ['FirstName', 'LastName', 'Company', 'Email', 'CompanyName'],
  WelcomeEmailContent: ['FirstName', 'LastName', 'Login', 'Company', 'CompanyName', 'Link'],
  ResetPasswordEmailContent: ['FirstName', 'LastName', 'CompanyName', 'Link'],
  EmailConfirmationContent: ['FirstName', 'LastName', 'CompanyName', 'Link'],
  // The receipt of a payment or deposit; {Rows} is ReceiptEmailRow once per document.
  ReceiptEmailBody: [
    'FirstName',
    'LastName',
    'Name',
    'Email',
    'CompanyName',
    'Kind',
    'Date',
    'Payer',
    'Account',
    'Method',
    'Rows',
    'Total',
    'RemainingBalance',
  ],
  ReceiptEmailRow: ['Document', 'Amount', 'Currency', 'Authorization', 'Status', 'RemainingBalance'],
} as const;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATE_PLACEHOLDERS;
export type MailTemplateValues<K extends MailTemplateKey> = Record<(typeof MAIL_TEMPLATE_PLACEHOLDERS)[K][number], string>;

