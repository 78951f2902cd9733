import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addPasskeyRoute } from './add-passkey';
import { confirmTotpRoute } from './confirm-totp';
import { getSecondFactorRoute } from './get-status';
import { passkeyOptionsRoute } from './passkey-options';
import { reauthOptionsRoute } from './reauth-options';
import { reauthRoute } from './reauth';
import { recoveryCodesRoute } from './recovery-codes';
import { removePasskeyRoute } from './remove-passkey';
import { removeTotpRoute } from './remove-totp';
import { startTotpRoute } from './start-totp';

/** The /api/mfa routes of docs/security/second-factor.md: enrolment, recovery codes, re-authentication. */
export const secondFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getSecondFactorRoute);
  await app.register(startTotpRoute);
  await app.register(confirmTotpRoute);
  await app.register(removeTotpRoute);
  await app.register(passkeyOptionsRoute);
  await app.register(addPasskeyRoute);
  await app.register(removePasskeyRoute);
  await app.register(recoveryCodesRoute);
  await app.register(reauthOptionsRoute);
  await app.register(reauthRoute);
};
