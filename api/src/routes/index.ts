import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { portalConfigRoute, type PortalConfigOptions } from './config/portal-config';
import { customizingRoute } from './customer/customizing';
import { getUserPayersRoute } from './customer/get-user-payers';
import { erpStatusRoute } from './erp/erp-status';
import { loginStatusRoute } from './session/login-status';
import { getUserAccountsRoute } from './token/get-user-accounts';
import { loginRoute } from './token/login';
import { logoutRoute } from './token/logout';
import { refreshRoute } from './token/refresh';
import { resetPasswordRoute } from './token/reset-password';

/** Every /api route of spec §7 built so far; registered with prefix /api. */
export const apiRoutes: FastifyPluginAsyncTypebox<PortalConfigOptions> = async (app, opts) => {
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(getUserAccountsRoute);
  await app.register(resetPasswordRoute);
  await app.register(loginStatusRoute);
  // Only the route's own options: `opts` also holds this plugin's prefix, which would double.
  await app.register(portalConfigRoute, {
    themeHosts: opts.themeHosts,
    idleTimeoutMinutes: opts.idleTimeoutMinutes,
    refreshIntervalMinutes: opts.refreshIntervalMinutes,
  });
  await app.register(erpStatusRoute);
  await app.register(getUserPayersRoute);
  await app.register(customizingRoute);
};
