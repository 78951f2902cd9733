import { type SystemConfiguration } from 'shared';
import { MAIL_TEMPLATE_PLACEHOLDERS } from 'shared/users';

/** The mail templates of the configuration, in the order the page shows them. */
export const TEMPLATE_FIELDS = [
  'RegistrationRequestEmailContent',
  'RegistrationRequestorEmailContent',
  'WelcomeEmailContent',
  'ResetPasswordEmailContent',
  'EmailConfirmationContent',
  'ReceiptEmailBody',
  'ReceiptEmailRow',
] as const satisfies readonly (keyof SystemConfiguration)[];

export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
/** The fields shown as a template's text area: the mail templates and the AutoPay agreement (no placeholders). */
export type TemplateAreaField = TemplateField | 'AutopayAgreement';

/**
 * The placeholders a template may use, as the page lists them beside it, in the syntax the server
 * fills in ({Name}, docs/product/configuration-and-mail.md#mail-templates). They come from shared's
 * MAIL_TEMPLATE_PLACEHOLDERS, the list the server fills in.
 */
export function placeholdersOf(field: TemplateAreaField): string[] {
  const names = (MAIL_TEMPLATE_PLACEHOLDERS as Partial<Record<string, readonly string[]>>)[field] ?? [];
  // {FirstName}, as the seeded templates write it and renderMailTemplate fills it ({{FirstName}} would come out as '{Ann}').
  return names.map((name) => `{${name}}`);
}
