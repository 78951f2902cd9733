import type { ErpPaymentReasonCode } from 'shared/server';
import type { Company } from '../data/companies';
import { customizingFor, instructionUrls } from '../data/customizing';

/** What a company's payment configuration (spec §3) means for posting. */
export interface PaymentRules {
  company: Company;
  partialAllowed: boolean;
  overpaymentAllowed: boolean;
  reasonsRequired: boolean;
  cvvRequired: boolean;
  depositsActive: boolean;
  reasons: ErpPaymentReasonCode[];
}

/** The same configuration /erp/customer/customizing hands out, read the way the ERP applies it. */
export function paymentRules(company: Company): PaymentRules | undefined {
  const config = customizingFor(company.company_code, instructionUrls(''));
  if (!config) return undefined;
  const typeO = config.payment_types.find((t) => t.payment_type === 'O');
  const typeD = config.payment_types.find((t) => t.payment_type === 'D');
  return {
    company,
    // Spec §9: partial payments are allowed when the flag is X or R.
    partialAllowed: config.generel_data.partial_payments_allowed !== '',
    overpaymentAllowed: typeO?.overpayment_allowed === 'X',
    reasonsRequired: typeO?.reason_not_required !== 'X',
    cvvRequired: config.generel_data.cvv_use_control === '1',
    depositsActive: typeD?.active === 'X',
    reasons: config.payment_reason_codes,
  };
}

/**
 * Checks a reason code of payment type O or D; undefined when fine. A code
 * flagged comments_required needs a description or a comment (spec §5).
 */
export function reasonProblem(
  rules: PaymentRules,
  type: 'O' | 'D',
  code: string,
  text: string,
): string | undefined {
  if (code === '') return undefined;
  const reason = rules.reasons.find((r) => r.payment_type === type && r.reason_code === code);
  if (!reason) return `reason code ${code} is not a reason of company code ${rules.company.company_code}`;
  if (reason.comments_required === 'X' && text === '') return `reason code ${code} needs a description`;
  return undefined;
}

/** Amounts in whole minor units (cents; yen have none), so sums are exact. */
export function toMinor(amount: number, company: Company): number | undefined {
  const scaled = amount * company.minorUnits;
  const minor = Math.round(scaled);
  return Number.isFinite(scaled) && Math.abs(scaled - minor) < 1e-6 ? minor : undefined;
}

export const toMajor = (minor: number, company: Company): number => minor / company.minorUnits;

/** '150.00' (or '15000' for yen), as the status lines print amounts. */
export function formatMinor(minor: number, company: Company): string {
  return toMajor(minor, company).toFixed(company.minorUnits === 1 ? 0 : 2);
}
