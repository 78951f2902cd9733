import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SECOND_FACTOR_REASONS, SECOND_FACTOR_TEXTS, requiresSecondFactor } from 'shared/server';
import { forbidden } from '../../errors';
import type { Authenticated } from '../../services/sessions/session-service';
import { createSecondFactorService, type SecondFactorService } from '../../services/second-factor/second-factor-service';

declare module 'fastify' {
  interface FastifyInstance {
    secondFactor: SecondFactorService;
  }
  interface FastifyContextConfig {
    /**
     * The route stays open to a staff user who has no second factor yet: enrolment, the profile the
     * shell loads to show it (docs/security/second-factor.md#enrolment-gate). Every other route that
     * authenticates answers them 403 mfa_enrolment_required.
     */
    beforeSecondFactor?: boolean;
  }
}

export const secondFactorPlugin = fp(
  async (app) => {
    app.decorate('secondFactor', createSecondFactorService(app));
  },
  { name: 'second-factor', dependencies: ['repositories', 'attempt-limiter'] },
);

/** The enrolment gate, run by `app.authenticate` on every authenticated route. */
export function checkEnrolment(request: FastifyRequest, auth: Authenticated): void {
  if (auth.hasSecondFactor || !requiresSecondFactor(auth.user.permissions)) return;
  if (request.routeOptions.config.beforeSecondFactor) return;
  throw forbidden(SECOND_FACTOR_TEXTS.enrolmentRequired, SECOND_FACTOR_REASONS.enrolmentRequired);
}
