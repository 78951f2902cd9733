import type { FastifyInstance } from 'fastify';
import { ERP_ENDPOINTS, MESSAGES, type SoldToDetailsResponse } from 'shared/server';
import type { Acting } from '../access/acting-user';
import { assertReachable, loadAccountAccess } from '../access/account-access';
import { erpCall } from '../erp/erp-call';

/**
 * PUT /api/customer/soldto-details-list: number (as sent) → name for sold-tos that are all the
 * caller's (403 otherwise); numbers the ERP does not know are left out.
 */
export async function soldToNames(
  app: FastifyInstance,
  acting: Acting,
  numbers: string[],
): Promise<SoldToDetailsResponse> {
  return erpCall(MESSAGES.payerDetailsError, async () => {
    const access = await loadAccountAccess(app, acting);
    assertReachable(access, numbers);
    if (numbers.length === 0) return {};
    const answer = await app.erp.call(ERP_ENDPOINTS.soldToDetails, numbers);
    // Only what was asked for: the ERP answering more does not widen the caller's reach.
    return Object.fromEntries(numbers.filter((n) => Object.hasOwn(answer, n)).map((n) => [n, answer[n]!]));
  });
}
