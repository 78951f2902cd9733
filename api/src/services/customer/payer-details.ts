import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MESSAGES, stripLeadingZeros, type PayerRequest, type PayerResponse } from 'shared/server';
import type { Acting } from '../access/acting-user';
import { assertReachable, canReach, loadAccountAccess } from '../access/account-access';
import { erpCall } from '../erp/erp-call';
import { loadPayer } from '../payment-methods/saved-methods';

/**
 * POST /api/customer/payer: the payer's address, company codes, saved payment methods ('Pay With')
 * and sold-tos. The customer number must be the caller's (403); ERP status E → 422 with its
 * message. Excluded sold-tos are left out of soldto_list.
 */
export async function payerDetails(
  app: FastifyInstance,
  acting: Acting,
  body: PayerRequest,
  log: FastifyBaseLogger,
): Promise<PayerResponse> {
  return erpCall(MESSAGES.payerDetailsError, async () => {
    const access = await loadAccountAccess(app, acting);
    const { customer_number, company_code, action, sales_area_data } = body;
    assertReachable(access, [customer_number]);
    const answer = await loadPayer(app, { customer_number, company_code, action, ...(sales_area_data ? { sales_area_data } : {}) }, log);
    const own = stripLeadingZeros(customer_number.trim());
    const soldto_list = answer.detail.soldto_list.filter(
      (s) => stripLeadingZeros(s.customer_number) === own || canReach(access, s.customer_number),
    );
    return { status: answer.status, detail: { ...answer.detail, soldto_list } };
  });
}
