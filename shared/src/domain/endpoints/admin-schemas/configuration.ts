import { Type, type Static } from 'typebox';

/** Short text fields: addresses, names, URLs. */
const Short = () => Type.String({ maxLength: 2000 });
/** Mail templates. */
const Template = () => Type.String({ maxLength: 20_000 });
const SmtpPassword = () => Type.String({ maxLength: 500 });

/**
 * docs/product/configuration-and-mail.md ('System configuration') (PascalCase), as GET/PUT
 * /api/configuration carry it. LoginUseBackgroundImage is the portal's own switch for the theme's
 * login background: the login page loads before any ERP company is known, so it cannot come from
 * the ERP's style.
 */
const configurationFields = {
  CompanyName: Short(),
  ApplicationUrl: Short(),
  SmtpAddress: Short(),
  // A form may send the port as typed; the shared schema decides what is a port.
  SmtpPort: Type.Union([Type.Integer(), Type.String({ maxLength: 10 })]),
  SmtpUseUser: Type.Boolean(),
  SmtpUser: Short(),
  RegistrationRequestEmail: Short(),
  FromAddress: Short(),
  FromAddressName: Short(),
  RegistrationRequestEmailContent: Template(),
  RegistrationRequestorEmailContent: Template(),
  WelcomeEmailContent: Template(),
  ResetPasswordEmailContent: Template(),
  EmailConfirmationContent: Template(),
  ReceiptEmailBody: Template(),
  ReceiptEmailRow: Template(),
  ReceiptBcc: Short(),
  CcpdfUrl: Short(),
  CcvideoUrl: Short(),
  EcpdfUrl: Short(),
  EcvideoUrl: Short(),
  LoginUseBackgroundImage: Type.Optional(Type.Boolean()),
  // AutoPay (docs/product/autopay.md#the-agreement): the agreement customers accept, empty for the
  // portal's own; the days between the advance notice and a run. Optional: stored configurations
  // from before AutoPay have neither.
  AutopayAgreement: Type.Optional(Template()),
  AutopayNoticeDays: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 5 })])),
};

/** The configuration as the API server stores it and the mailer reads it (never sent as it is: the password stays in). */
export const SystemConfigurationSchema = Type.Object({
  ...configurationFields,
  SmtpPort: Type.Integer(),
  SmtpPassword: SmtpPassword(),
  AutopayNoticeDays: Type.Optional(Type.Integer()),
});

/** PUT /api/configuration: every field; SmtpPassword may be left out or blank to keep the stored one. */
export const ConfigurationBodySchema = Type.Object({ ...configurationFields, SmtpPassword: Type.Optional(SmtpPassword()) }, { additionalProperties: false });

/** POST /api/configuration/smtp-test: the configuration as typed (saved or not) and where to send the test. */
export const SmtpTestBodySchema = Type.Object(
  { ...configurationFields, SmtpPassword: Type.Optional(SmtpPassword()), testEmail: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

/**
 * GET /api/configuration: the configuration without SmtpPassword, which is write-only; whether one
 * is stored instead (docs/product/configuration-and-mail.md#configuration-page).
 */
export const ConfigurationViewSchema = Type.Object({
  ...configurationFields,
  SmtpPort: Type.Integer(),
  SmtpPasswordSet: Type.Boolean(),
  AutopayNoticeDays: Type.Optional(Type.Integer()),
});

/** What the SMTP test says, success or the server's failure reason; shown in an alert. */
export const SmtpTestResponseSchema = Type.Object({ sent: Type.Boolean(), message: Type.String() });

/** GET /api/configuration/org-units: the active company codes and sales organizations only. */
export const OrgUnitsResponseSchema = Type.Object({
  CompanyCodes: Type.Array(Type.Object({ CompanyCode: Type.String(), Name: Type.String() })),
  SalesOrganizations: Type.Array(Type.Object({ SalesOrganization: Type.String(), CompanyCode: Type.String(), Name: Type.String() })),
});

/** A value of the read-only ERP configuration: nested objects and lists of labelled values. */
export type ErpConfigurationValue = string | number | boolean | null | ErpConfigurationValue[] | { [key: string]: ErpConfigurationValue };

/** GET /api/configuration/erp: the ERP connection and what the ERP is configured with, read-only. */
export const ErpConfigurationResponseSchema = Type.Object({
  ErpUrl: Type.String(),
  Connection: Type.Object({ ok: Type.Boolean(), message: Type.String() }),
  // Whatever the ERP is configured with, shown as it is: nested values only, read-only. Empty while the ERP cannot be reached.
  Configuration: Type.Record(Type.String(), Type.Unsafe<ErpConfigurationValue>({})),
});

export type SystemConfiguration = Static<typeof SystemConfigurationSchema>;
export type SystemConfigurationView = Static<typeof ConfigurationViewSchema>;
export type SystemConfigurationUpdate = Static<typeof ConfigurationBodySchema>;
export type SmtpTestRequest = Static<typeof SmtpTestBodySchema>;
export type SmtpTestResponse = Static<typeof SmtpTestResponseSchema>;
export type OrgUnitsResponse = Static<typeof OrgUnitsResponseSchema>;
export type ErpConfigurationResponse = Static<typeof ErpConfigurationResponseSchema>;
