import {
  centsToDecimal,
  centsToNumber,
  erpCents,
  findReason,
  isDepositAvailable,
  isOverpaymentAllowed,
  isPartialAllowed,
  needsDescription,
  parseCents,
  reasonCodesOf,
  reasonsRequired,
  type ErpCustomizingResponse,
  type ErpPaymentReasonCode,
  type MoneyProblem,
} from 'shared/server';
import type { Company } from '../data/companies';
import { customizingFor, instructionUrls } from '../data/customizing';

/** What a company's payment configuration (docs/product/checkout-and-payments.md) means for posting. */
export interface PaymentRules {
  company: Company;
  partialAllowed: boolean;
  overpaymentAllowed: boolean;
  reasonsRequired: boolean;
  cvvRequired: boolean;
  generelData: ErpCustomizingResponse['generel_data'];
  depositsActive: boolean;
  reasons: ErpPaymentReasonCode[];
}

/** The same configuration /erp/customer/customizing hands out, read the way the ERP applies it. */
export function paymentRules(company: Company): PaymentRules | undefined {
  const config = customizingFor(company.company_code, instructionUrls(''));
  if (!config) return undefined;
  // The portal's own rules (shared), as a real ERP applies the configuration it hands out.
  return {
    company,
    partialAllowed: isPartialAllowed(config.generel_data),
    overpaymentAllowed: isOverpaymentAllowed(config.payment_types),
    reasonsRequired: reasonsRequired(config.payment_types),
    cvvRequired: config.generel_data.cvv_use_control === '1',
    generelData: config.generel_data,
    depositsActive: isDepositAvailable(config.payment_types),
    reasons: config.payment_reason_codes,
  };
}

/**
 * Checks a reason code of payment type O or D; undefined when fine. A code
 * flagged comments_required needs a description or a comment (docs/product/checkout-and-payments.md).
 */
export function reasonProblem(
  rules: PaymentRules,
  type: 'O' | 'D',
  code: string,
  text: string,
): string | undefined {
  if (code === '') return undefined;
  const reason = findReason(reasonCodesOf(rules.reasons, type, rules.company.company_code), code);
  if (!reason) return `reason code ${code} is not a reason of company code ${rules.company.company_code}`;
  if (needsDescription(reason) && text === '') return `reason code ${code} needs a description`;
  return undefined;
}

/**
 * A requested amount in the company's minor units (cents; yen have none), read as shared reads
 * every amount: at most 2 decimals (none for yen) and under the largest amount of all.
 */
export type MinorAmount = { ok: true; minor: number; cents: number } | { ok: false; problem: MoneyProblem };

export function requestedMinor(amount: number, company: Company): MinorAmount {
  const parsed = parseCents(amount);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  if (company.minorUnits === 100) return { ok: true, minor: parsed.cents, cents: parsed.cents };
  return parsed.cents % 100 === 0
    ? { ok: true, minor: parsed.cents / 100, cents: parsed.cents }
    : { ok: false, problem: 'too_many_decimals' };
}

/** An amount the ERP itself holds (a document's open or paid amount) in minor units. */
export function heldMinor(amount: number, company: Company): number {
  const cents = erpCents(amount);
  return company.minorUnits === 100 ? cents : Math.round(cents / 100);
}

/** Minor units in cents, for the shared ceilings. */
export const minorToCents = (minor: number, company: Company): number => (company.minorUnits === 100 ? minor : minor * 100);

/** Cents in minor units (a yen amount drops what it cannot hold). */
export const centsToMinor = (cents: number, company: Company): number =>
  company.minorUnits === 100 ? cents : Math.floor(cents / 100);

/** Minor units as the JSON number of an amount. */
export const toMajor = (minor: number, company: Company): number =>
  company.minorUnits === 100 ? centsToNumber(minor) : minor;

/** '150.00' (or '15000' for yen), as the status lines print amounts. */
export function formatMinor(minor: number, company: Company): string {
  return company.minorUnits === 100 ? centsToDecimal(minor) : String(minor);
}
