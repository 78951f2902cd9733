import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, APP_VERSION, MESSAGES, type PortalConfigResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { themeForHost } from '../../services/config/theme';

export interface PortalConfigOptions {
  themeHosts: Record<string, number>;
  idleTimeoutMinutes: number;
  refreshIntervalMinutes: number;
}

/** The shell serves these beside its index.html. */
const HELP_PDF_URL = '/help/portal-help.pdf';
const PRIVACY_POLICY_URL = '/legal/privacy-policy.html';
const TERMS_URL = '/legal/terms-and-conditions.html';

/** GET /api/config — public: the login page needs its theme and texts before anyone logs in. */
export const portalConfigRoute: FastifyPluginAsyncTypebox<PortalConfigOptions> = async (app, opts) => {
  app.route({
    ...routeOf(app, API.portalConfig),
    handler: async (request): Promise<PortalConfigResponse> => {
      const system = await app.systemConfigRepository.get();
      return {
        // The response keeps its documented shape for API clients; the apps take the same
        // texts from shared, where they live once.
        languages: { en: { messages: MESSAGES } },
        config: {
          version: APP_VERSION,
          theme: themeForHost(request.headers.host, opts.themeHosts),
          idleTimeoutMinutes: opts.idleTimeoutMinutes,
          refreshIntervalMinutes: opts.refreshIntervalMinutes,
          helpPdfUrl: HELP_PDF_URL,
          supportEmail: system.RegistrationRequestEmail,
          privacyPolicyUrl: PRIVACY_POLICY_URL,
          termsUrl: TERMS_URL,
          loginUseBackgroundImage: system.LoginUseBackgroundImage ?? true,
        },
      };
    },
  });
};
