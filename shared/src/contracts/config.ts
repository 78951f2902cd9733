/** GET /api/config: the texts and the settings the page needs before login. */
export interface PortalConfigResponse {
  languages: { en: { messages: Record<string, string> } };
  config: {
    version: string;
    /** Theme chosen by the API server from the Host the page was served from (1 to 5). */
    theme: number;
    idleTimeoutMinutes: number;
    refreshIntervalMinutes: number;
    helpPdfUrl: string;
    supportEmail: string;
    privacyPolicyUrl: string;
    termsUrl: string;
    /** style.login_use_background_image of docs/product/configuration-and-mail.md. */
    loginUseBackgroundImage: boolean;
  };
}

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
