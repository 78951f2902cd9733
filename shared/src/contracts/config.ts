/** /remotes.json: remote name to the URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;

/**
 * docs/product/configuration-and-mail.md ('System configuration') (PascalCase), as GET/PUT /api/configuration carry it.
 * LoginUseBackgroundImage is the portal's own switch for the theme's login background: the
 * login page loads before any ERP company is known, so it cannot come from the ERP's style.
 */
export interface SystemConfiguration {
  CompanyName: string;
  ApplicationUrl: string;
  SmtpAddress: string;
  SmtpPort: number;
  SmtpUseUser: boolean;
  SmtpUser: string;
  SmtpPassword: string;
  RegistrationRequestEmail: string;
  FromAddress: string;
  FromAddressName: string;
  RegistrationRequestEmailContent: string;
  RegistrationRequestorEmailContent: string;
  WelcomeEmailContent: string;
  ResetPasswordEmailContent: string;
  EmailConfirmationContent: string;
  ReceiptEmailBody: string;
  ReceiptEmailRow: string;
  ReceiptBcc: string;
  CcpdfUrl: string;
  CcvideoUrl: string;
  EcpdfUrl: string;
  EcvideoUrl: string;
  LoginUseBackgroundImage?: boolean;
}

/**
 * GET /api/configuration: the configuration without SmtpPassword, which is write-only; whether one
 * is stored instead (docs/product/configuration-and-mail.md#configuration-page).
 */
export type SystemConfigurationView = Omit<SystemConfiguration, 'SmtpPassword'> & { SmtpPasswordSet: boolean };

/** PUT /api/configuration: every field; a blank SmtpPassword keeps the stored one. */
export type SystemConfigurationUpdate = SystemConfiguration;

/** POST /api/configuration/smtp-test: the configuration as typed (saved or not) and where to send the test. */
export interface SmtpTestRequest extends SystemConfigurationUpdate {
  testEmail: string;
}
/** What the SMTP test says, success or the server's failure reason; shown in an alert. */
export interface SmtpTestResponse {
  sent: boolean;
  message: string;
}

/** GET /api/configuration/org-units: the active company codes and sales organizations only. */
export interface OrgUnitsResponse {
  CompanyCodes: { CompanyCode: string; Name: string }[];
  SalesOrganizations: { SalesOrganization: string; CompanyCode: string; Name: string }[];
}

/** A value of the read-only ERP configuration: nested objects and lists of labelled values. */
export type ErpConfigurationValue = string | number | boolean | null | ErpConfigurationValue[] | { [key: string]: ErpConfigurationValue };

/** GET /api/configuration/erp: the ERP connection and what the ERP is configured with, read-only. */
export interface ErpConfigurationResponse {
  ErpUrl: string;
  Connection: { ok: boolean; message: string };
  /** Empty while the ERP cannot be reached. */
  Configuration: { [key: string]: ErpConfigurationValue };
}
