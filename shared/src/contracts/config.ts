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
