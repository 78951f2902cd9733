import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { API_TEXTS, forbidden, unauthorized } from '../../errors';
import { resolveActing } from '../../security/impersonation-policy';
import type { Acting } from '../../services/access/acting-user';
import { createSessionService, type Authenticated, type SessionService } from '../../services/sessions/session-service';
import { createTokenService, newJwtSecret, type TokenService } from '../../services/sessions/tokens';
import { checkEnrolment } from './second-factor';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessionService: SessionService;
    /**
     * preHandler: 401 unless the request carries a valid token of a live session of a usable user;
     * 403 mfa_enrolment_required for staff without a second factor, outside the enrolment routes
     * (docs/security/second-factor.md); then whom it acts for (`?userid=` only for the customer the
     * session impersonates, else 403: docs/security/impersonation.md).
     */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The session of a request and whom it acts for. */
export interface RequestAuth extends Authenticated {
  acting: Acting;
}

export interface AuthPluginOptions {
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  idleTimeoutMinutes: number;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    // Sandbox mode without JWT_SECRET: one generated secret, kept in the database so a
    // restart (or a second instance) accepts the tokens already handed out.
    const secret = opts.jwtSecret ?? (await app.appSecretsRepository.getOrCreate('jwt_secret', newJwtSecret));
    const tokens = createTokenService(secret, opts.accessTokenTtlSeconds);
    app.decorate('tokens', tokens);
    app.decorate('sessionService', createSessionService(app, tokens, { idleTimeoutMinutes: opts.idleTimeoutMinutes }));
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const session = await app.sessionService.authenticate(request.headers.authorization);
      checkEnrolment(request, session);
      request.auth = { ...session, acting: await resolveActing(app, request, session) };
    });
  },
  { name: 'auth', dependencies: ['repositories', 'attempt-limiter', 'short-caches', 'second-factor'] },
);

/** The authenticated user of a request whose route ran `app.authenticate`. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Whom a request that ran `app.authenticate` acts for: the caller, or the customer being impersonated. */
export function actingOf(request: FastifyRequest): Acting {
  return authOf(request).acting;
}

/** preHandler: a user still waiting for e-mail confirmation may log in but sees no ERP data yet. */
export const requireActive: preHandlerAsyncHookHandler = async function requireActive(request: FastifyRequest) {
  if (authOf(request).user.status !== 'active') throw forbidden(API_TEXTS.waitingConfirmation, 'waiting_confirmation');
};
