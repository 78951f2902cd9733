import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Permission } from 'shared/server';
import { API_TEXTS, forbidden, missingPermission } from '../errors';
import { authOf } from '../plugins/app/auth';

/**
 * preHandler (after `app.authenticate`): 403 naming the permission unless the caller is active and
 * holds it (docs/product/users-and-admin.md#enforcement). Runs before the handler, so a refused
 * call writes nothing.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async function requirePermissionHook(request: FastifyRequest) {
    const { user } = authOf(request);
    if (user.status !== 'active') throw forbidden(API_TEXTS.waitingConfirmation, 'waiting_confirmation');
    if (!user.permissions.includes(permission)) throw forbidden(missingPermission(permission));
  };
}
