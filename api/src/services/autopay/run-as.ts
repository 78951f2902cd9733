import type { FastifyInstance } from 'fastify';
import type { AutopayEnrolmentRow } from '../../repositories/autopay-repository';
import type { Acting } from '../access/acting-user';

/** The AutoPay page (mfe-payments' PATHS.autopay), linked from every AutoPay mail. */
export const AUTOPAY_PATH = '/settings/autopay';

/**
 * The customer an enrolment acts as: the one who accepted the agreement, with their accounts as
 * they are now. Null when they may no longer pay (gone, not active, no CanMakePayment).
 */
export async function customerOf(app: FastifyInstance, enrolment: AutopayEnrolmentRow): Promise<Acting | null> {
  const user = await app.usersRepository.findById(enrolment.user_id);
  if (!user || user.status !== 'active' || !user.permissions.includes('CanMakePayment')) return null;
  return { caller: user, user, impersonating: false };
}
