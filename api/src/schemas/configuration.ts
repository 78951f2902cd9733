import { Type } from 'typebox';

/** Short text fields: addresses, names, URLs. */
const Short = () => Type.String({ maxLength: 2000 });
/** Mail templates. */
const Template = () => Type.String({ maxLength: 20_000 });

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
};

/** PUT /api/configuration: every field; SmtpPassword may be left out or blank to keep the stored one. */
export const ConfigurationBodySchema = Type.Object(
  { ...configurationFields, SmtpPassword: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

/** POST /api/configuration/smtp-test: the configuration as typed plus the test address. */
export const SmtpTestBodySchema = Type.Object(
  { ...configurationFields, SmtpPassword: Type.Optional(Type.String({ maxLength: 500 })), testEmail: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

/** GET /api/configuration: never the password, only whether one is stored. */
export const ConfigurationViewSchema = Type.Object({
  ...configurationFields,
  SmtpPort: Type.Integer(),
  SmtpPasswordSet: Type.Boolean(),
});

export const SmtpTestResponseSchema = Type.Object({ sent: Type.Boolean(), message: Type.String() });

export const OrgUnitsResponseSchema = Type.Object({
  CompanyCodes: Type.Array(Type.Object({ CompanyCode: Type.String(), Name: Type.String() })),
  SalesOrganizations: Type.Array(Type.Object({ SalesOrganization: Type.String(), CompanyCode: Type.String(), Name: Type.String() })),
});

export const ErpConfigurationResponseSchema = Type.Object({
  ErpUrl: Type.String(),
  Connection: Type.Object({ ok: Type.Boolean(), message: Type.String() }),
  // Whatever the ERP is configured with, shown as it is: nested values only, read-only.
  Configuration: Type.Record(Type.String(), Type.Unknown()),
});
