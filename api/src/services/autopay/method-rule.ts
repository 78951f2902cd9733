import type { FastifyInstance } from 'fastify';
import { cvvRequired, takesMethod, type AutopayProblem } from 'shared/server';
import { loadCustomizing } from '../customer/payment-configuration';

/**
 * Whether AutoPay may charge a saved method of this type for the company, with no person present
 * (docs/product/autopay.md#company-rules-and-what-autopay-cannot-do): a type the company takes (no
 * eChecks in 0020), and no card where each card payment needs the CVV. Checked on enrolling and
 * again on each run.
 */
export async function autopayMethodRule(app: FastifyInstance, companyCode: string, type: string): Promise<Extract<AutopayProblem, 'methodNotTaken' | 'cvvNeeded'> | null> {
  const customizing = await loadCustomizing(app, companyCode);
  const allowed = Array.isArray(customizing.allowed_payment_methods) ? customizing.allowed_payment_methods : null;
  if (!takesMethod(companyCode, allowed, type)) return 'methodNotTaken';
  return cvvRequired(customizing.generel_data, type) ? 'cvvNeeded' : null;
}
