import type { ErpPaymentReasonCode } from 'shared/server';
import { amountCents, centsNumber, centsText, heldCents, type AmountProblem } from '../../lib/erp-values';
import type { Company } from '../data/companies';
import { customizingFor, instructionUrls } from '../data/customizing';

/*
 * The ERP's side of the payment rules, read from the configuration it hands out
 * (docs/product/checkout-and-payments.md#payment-configuration, docs/product/constants.md). Written here,
 * not taken from the portal's rules in shared: the stand-in must refuse what the real ERP refuses,
 * so an end-to-end test catches a portal that reads a rule wrongly (eslint.config.mjs keeps
 * sandbox/ to the wire formats of shared).
 */

/** What a company's payment configuration means for posting. */
export interface PaymentRules {
  company: Company;
  /** generel_data.partial_payments_allowed is X or R. */
  partialAllowed: boolean;
  /** Payment type O has overpayment_allowed X. */
  overpaymentAllowed: boolean;
  /** Unless payment type O has reason_not_required X. */
  reasonsRequired: boolean;
  /** generel_data.cvv_use_control is '1' (eChecks have no CVV). */
  cvvRequired: boolean;
  /** Payment type D is active (X). */
  depositsActive: boolean;
  reasons: ErpPaymentReasonCode[];
}

/** docs/product/constants.md#amounts: the ceilings the ERP books within, in cents. */
export const CEILINGS = {
  /** An invoice takes at most this many times its open amount. */
  overpaymentMultiple: 2,
  depositMinimumCents: 100,
  depositMaximumCents: 100_000_000,
} as const;

const paymentType = <T extends { payment_type: string }>(types: readonly T[], type: 'O' | 'D'): T | undefined =>
  types.find((t) => t.payment_type === type);

/** The configuration /erp/customer/customizing hands out, read the way the ERP applies it. */
export function paymentRules(company: Company): PaymentRules | undefined {
  const config = customizingFor(company.company_code, instructionUrls(''));
  if (!config) return undefined;
  const open = paymentType(config.payment_types, 'O');
  const flag = config.generel_data.partial_payments_allowed;
  return {
    company,
    partialAllowed: flag === 'X' || flag === 'R',
    overpaymentAllowed: open?.overpayment_allowed === 'X',
    reasonsRequired: open?.reason_not_required !== 'X',
    cvvRequired: config.generel_data.cvv_use_control === '1',
    depositsActive: paymentType(config.payment_types, 'D')?.active === 'X',
    reasons: config.payment_reason_codes,
  };
}

/**
 * Checks a reason code of payment type O or D; undefined when fine. The code must be one of the
 * type's codes for the company (a code without a company code counts for every company), and a code
 * flagged comments_required X needs a description or a comment.
 */
export function reasonProblem(rules: PaymentRules, type: 'O' | 'D', code: string, text: string): string | undefined {
  if (code === '') return undefined;
  const companyCode = rules.company.company_code;
  const reason = rules.reasons.find(
    (r) => r.payment_type === type && r.reason_code === code && (r.company_code === '' || r.company_code === companyCode),
  );
  if (!reason) return `reason code ${code} is not a reason of company code ${companyCode}`;
  if (reason.comments_required === 'X' && text === '') return `reason code ${code} needs a description`;
  return undefined;
}

/** The ERP's CVV check of one use of a method: required where the company says so, and 3 or 4 digits when given. */
export function cvvProblem(rules: PaymentRules, type: string, cvv: string | undefined): string | undefined {
  if (type === 'EC') return undefined;
  const text = (cvv ?? '').trim();
  if (text === '') return rules.cvvRequired ? 'CVV required for this company code.' : undefined;
  return /^\d{3,4}$/.test(text) ? undefined : 'CVV is not valid.';
}

/** The method types the ERP knows. */
const METHOD_TYPES = ['VISA', 'MC', 'AMEX', 'EC'];

/** docs/product/payment-methods.md: company code 0020 takes no eChecks, whatever it lists. */
export const COMPANY_WITHOUT_ECHECKS = '0020';

/** Whether the company takes a method type: one of allowed_payment_methods (none listed: all), never an eCheck for 0020. */
export function acceptsMethod(company: Pick<Company, 'company_code' | 'allowed_payment_methods'>, type: string): boolean {
  if (!METHOD_TYPES.includes(type)) return false;
  if (type === 'EC' && company.company_code === COMPANY_WITHOUT_ECHECKS) return false;
  const allowed: readonly string[] = company.allowed_payment_methods;
  return allowed.length === 0 || allowed.includes(type);
}

/**
 * A requested amount in the company's minor units (cents; yen have none): at most 2 decimals
 * (none for yen) and within the largest amount the ERP books.
 */
export type MinorAmount = { ok: true; minor: number; cents: number } | { ok: false; problem: AmountProblem };

export function requestedMinor(amount: number, company: Company): MinorAmount {
  const read = amountCents(amount);
  if (!read.ok) return read;
  if (company.minorUnits === 100) return { ok: true, minor: read.cents, cents: read.cents };
  return read.cents % 100 === 0 ? { ok: true, minor: read.cents / 100, cents: read.cents } : { ok: false, problem: 'too_many_decimals' };
}

/** An amount the ERP itself holds (a document's open or paid amount) in minor units. */
export function heldMinor(amount: number, company: Company): number {
  const cents = heldCents(amount);
  return company.minorUnits === 100 ? cents : Math.round(cents / 100);
}

/** Minor units in cents, for the ceilings. */
export const minorToCents = (minor: number, company: Company): number => (company.minorUnits === 100 ? minor : minor * 100);

/** Cents in minor units (a yen amount drops what it cannot hold). */
export const centsToMinor = (cents: number, company: Company): number =>
  company.minorUnits === 100 ? cents : Math.floor(cents / 100);

/** Minor units as the JSON number of an amount. */
export const toMajor = (minor: number, company: Company): number => (company.minorUnits === 100 ? centsNumber(minor) : minor);

/** '150.00' (or '15000' for yen), as the status lines print amounts. */
export function formatMinor(minor: number, company: Company): string {
  return company.minorUnits === 100 ? centsText(minor) : String(minor);
}
