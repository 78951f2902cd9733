import { APP_VERSION, type PortalConfigResponse, type SystemConfiguration } from 'shared/server';
import { themeForHost } from './theme';

export interface PortalConfigOptions {
  themeHosts: Record<string, number>;
  idleTimeoutMinutes: number;
  refreshIntervalMinutes: number;
}

/** The system configuration's fields the page's settings come from. */
type SystemSettings = Pick<SystemConfiguration, 'RegistrationRequestEmail' | 'LoginUseBackgroundImage'>;

/** The shell serves these beside its index.html. */
const HELP_PDF_URL = '/help/portal-help.pdf';
const PRIVACY_POLICY_URL = '/legal/privacy-policy.html';
const TERMS_URL = '/legal/terms-and-conditions.html';

/**
 * The settings a page needs before login, for the host it was served from: the `config` of
 * GET /api/config, and the same written into the pages the API server serves (static-files.ts).
 */
export function portalConfigOf(system: SystemSettings, host: string | undefined, opts: PortalConfigOptions): PortalConfigResponse['config'] {
  return {
    version: APP_VERSION,
    theme: themeForHost(host, opts.themeHosts),
    idleTimeoutMinutes: opts.idleTimeoutMinutes,
    refreshIntervalMinutes: opts.refreshIntervalMinutes,
    helpPdfUrl: HELP_PDF_URL,
    supportEmail: system.RegistrationRequestEmail,
    privacyPolicyUrl: PRIVACY_POLICY_URL,
    termsUrl: TERMS_URL,
    loginUseBackgroundImage: system.LoginUseBackgroundImage ?? true,
  };
}
