import type { FastifyInstance } from 'fastify';
import { ERP_ENDPOINTS, MESSAGES, type ErpCustomizingAnswer, type ErpCustomizingResponse } from 'shared/server';
import { API_TEXTS, forbidden } from '../../errors';
import type { Acting } from '../access/acting-user';
import { erpCall, usableAnswer } from '../erp/erp-call';

/**
 * POST /api/customer/customizing: the ERP's payment configuration, passed on as it is (status E
 * for an unknown company code included), for a company code of the (impersonated) user's linked
 * accounts; default: the first account's. A customer sees only companies that bill them (403).
 */
export async function paymentConfiguration(
  app: FastifyInstance,
  acting: Acting,
  companyCode: string | undefined,
): Promise<ErpCustomizingAnswer> {
  const accounts = await app.accountsRepository.listByUser(acting.user.user_id);
  const allowed = accounts.map((a) => a.company_code).filter(Boolean);
  const code = companyCode?.trim() || allowed[0];
  if (!code || !allowed.includes(code)) throw forbidden(API_TEXTS.foreignCompany);
  return erpCall(MESSAGES.configurationError, () => app.erp.call(ERP_ENDPOINTS.customizing, { company_code: code }));
}

/** The configuration a payment is checked against; status E → 422 with the ERP's message. */
export async function loadCustomizing(app: FastifyInstance, companyCode: string): Promise<ErpCustomizingResponse> {
  const answer = await app.erp.call(ERP_ENDPOINTS.customizing, { company_code: companyCode });
  return usableAnswer(answer, MESSAGES.configurationError);
}
