import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from 'shared/server';
import { API_TEXTS, forbidden, unauthorized } from '../errors';
import { createSessionService, type Authenticated, type SessionService } from '../services/session-service';
import { createTokenService, newJwtSecret, type TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    sessionService: SessionService;
    /** preHandler: 401 unless the request carries a valid token of a live session of a usable user. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
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
      request.auth = await app.sessionService.authenticate(request.headers.authorization);
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);

/** The authenticated user of a request whose route ran `app.authenticate`. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * preHandler for routes that need a permission (decisions §3: every permission is enforced
 * by the server). Use after `app.authenticate`.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async function checkPermission(request: FastifyRequest, _reply: FastifyReply) {
    const { user } = authOf(request);
    if (user.status !== 'active') throw forbidden(API_TEXTS.waitingConfirmation, 'waiting_confirmation');
    if (!user.permissions.includes(permission)) throw forbidden();
  };
}

/** preHandler: a user still waiting for e-mail confirmation may log in but sees no ERP data yet. */
export const requireActive: preHandlerAsyncHookHandler = async function requireActive(request: FastifyRequest) {
  if (authOf(request).user.status !== 'active') throw forbidden(API_TEXTS.waitingConfirmation, 'waiting_confirmation');
};
