import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_VERSION, LOGIN_REFUSALS, MESSAGES, VALIDATION, type PortalConfigResponse } from 'shared/server';
import { errorResponses } from '../../schemas/common';
import { PortalConfigResponseSchema } from '../../schemas/config';
import { themeForHost } from '../../services/theme';

export interface PortalConfigOptions {
  themeHosts: Record<string, number>;
  idleTimeoutMinutes: number;
  refreshIntervalMinutes: number;
}

/** The shell serves these beside its index.html. */
const HELP_PDF_URL = '/help/portal-help.pdf';
const PRIVACY_POLICY_URL = '/legal/privacy-policy.html';
const TERMS_URL = '/legal/terms-and-conditions.html';

/**
 * Every text the pages may show, flat: MESSAGES by key, VALIDATION as 'group.key' and the
 * login refusals as 'loginRefusals.key'.
 */
export function languageMessages(): Record<string, string> {
  const messages: Record<string, string> = { ...MESSAGES };
  for (const [group, texts] of Object.entries(VALIDATION)) {
    for (const [key, text] of Object.entries(texts)) messages[`${group}.${key}`] = text;
  }
  for (const [key, text] of Object.entries(LOGIN_REFUSALS)) messages[`loginRefusals.${key}`] = text;
  return messages;
}

/** GET /api/config — public: the login page needs its theme and texts before anyone logs in. */
export const portalConfigRoute: FastifyPluginAsyncTypebox<PortalConfigOptions> = async (app, opts) => {
  const messages = languageMessages();
  app.get(
    '/config',
    { schema: { response: { 200: PortalConfigResponseSchema, ...errorResponses() } } },
    async (request): Promise<PortalConfigResponse> => {
      const system = await app.systemConfigRepository.get();
      return {
        languages: { en: { messages } },
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
  );
};
