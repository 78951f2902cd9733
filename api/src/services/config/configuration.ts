import {
  AUTOPAY_NOTICE_DAYS_DEFAULT,
  isAbsoluteHttpUrl,
  smtpServerKey,
  systemConfigurationSchema,
  type SystemConfiguration,
  type SystemConfigurationView,
} from 'shared/server';
import { ApiError } from '../../errors';
import { validateForm } from '../forms/validate-form';

/** The schema's fields in the order the page shows them: the first failing one is answered. */
const FIELD_ORDER = Object.keys(systemConfigurationSchema.fields) as (keyof typeof systemConfigurationSchema.fields)[];

/** Free text (the sender's name, the templates): the schema leaves it to the route's JSON schema. */
const textOf = (body: Record<string, unknown>, field: string): string => (typeof body[field] === 'string' ? (body[field] as string) : '');

/**
 * What GET /api/configuration shows: everything but SmtpPassword, which is write-only
 * (docs/product/configuration-and-mail.md#configuration-page); only whether one is stored.
 */
export function configurationView(config: SystemConfiguration): SystemConfigurationView {
  const { SmtpPassword, ...rest } = config;
  return {
    ...rest,
    SmtpPort: Number(rest.SmtpPort),
    SmtpPasswordSet: Boolean(SmtpPassword),
    // A configuration stored before AutoPay has neither: the defaults (docs/product/configuration-and-mail.md#autopay).
    AutopayAgreement: rest.AutopayAgreement ?? '',
    AutopayNoticeDays: rest.AutopayNoticeDays ?? AUTOPAY_NOTICE_DAYS_DEFAULT,
  };
}

/**
 * A configuration sent by the page (to save or to test), checked with the form's own shared
 * schema: 400 with the first failing field's message. A blank SmtpPassword keeps the stored one,
 * since the page never has it, but only with the stored SmtpAddress and SmtpPort: for another
 * server it must be typed again (400 when SmtpUseUser needs it), and a blank one is dropped
 * (docs/security/outbound-connections.md#the-stored-password).
 */
export async function configurationFromForm(
  body: { SmtpPassword?: string | undefined } & Record<string, unknown>,
  stored: SystemConfiguration,
): Promise<SystemConfiguration> {
  const passwordServer = smtpServerKey(stored.SmtpAddress, stored.SmtpPort);
  const { form, message } = await validateForm(systemConfigurationSchema, body, FIELD_ORDER, {
    passwordStored: Boolean(stored.SmtpPassword),
    passwordServer,
  });
  if (!form) throw new ApiError(400, message, 'invalid_configuration');
  const typed = typeof body.SmtpPassword === 'string' ? body.SmtpPassword : '';
  const sameServer = smtpServerKey(form.SmtpAddress, form.SmtpPort) === passwordServer;
  return {
    CompanyName: form.CompanyName,
    ApplicationUrl: form.ApplicationUrl,
    SmtpAddress: form.SmtpAddress,
    SmtpPort: Number(form.SmtpPort),
    SmtpUseUser: form.SmtpUseUser,
    SmtpUser: form.SmtpUser.trim(),
    SmtpPassword: typed !== '' ? typed : sameServer ? stored.SmtpPassword : '',
    RegistrationRequestEmail: form.RegistrationRequestEmail,
    FromAddress: form.FromAddress,
    FromAddressName: textOf(body, 'FromAddressName'),
    RegistrationRequestEmailContent: textOf(body, 'RegistrationRequestEmailContent'),
    RegistrationRequestorEmailContent: textOf(body, 'RegistrationRequestorEmailContent'),
    WelcomeEmailContent: textOf(body, 'WelcomeEmailContent'),
    ResetPasswordEmailContent: textOf(body, 'ResetPasswordEmailContent'),
    EmailConfirmationContent: textOf(body, 'EmailConfirmationContent'),
    ReceiptEmailBody: textOf(body, 'ReceiptEmailBody'),
    ReceiptEmailRow: textOf(body, 'ReceiptEmailRow'),
    ReceiptBcc: form.ReceiptBcc,
    CcpdfUrl: form.CcpdfUrl,
    CcvideoUrl: form.CcvideoUrl,
    EcpdfUrl: form.EcpdfUrl,
    EcvideoUrl: form.EcvideoUrl,
    LoginUseBackgroundImage: form.LoginUseBackgroundImage,
    // A body without them (a client from before AutoPay) keeps the stored ones: a reset agreement
    // would ask every enrolled customer to accept it again (docs/product/configuration-and-mail.md#autopay).
    AutopayAgreement: body.AutopayAgreement === undefined ? (stored.AutopayAgreement ?? '') : form.AutopayAgreement,
    AutopayNoticeDays: body.AutopayNoticeDays === undefined ? (stored.AutopayNoticeDays ?? AUTOPAY_NOTICE_DAYS_DEFAULT) : Number(form.AutopayNoticeDays),
  };
}

/** The URL settings, each an absolute http(s) address (docs/security/configuration-values.md). */
const URL_SETTINGS = ['ApplicationUrl', 'CcvideoUrl', 'CcpdfUrl', 'EcvideoUrl', 'EcpdfUrl'] as const;

/**
 * The URL settings of a stored configuration that the rule refuses: values saved before it was
 * enforced. The server warns about them at start; a mail link is never built on a bad ApplicationUrl.
 */
export function invalidUrlSettings(config: SystemConfiguration): string[] {
  return URL_SETTINGS.filter((field) => !isAbsoluteHttpUrl(String(config[field] ?? ''), { base: field === 'ApplicationUrl' }));
}
