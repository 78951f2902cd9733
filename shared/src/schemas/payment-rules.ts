/**
 * The payment rules of spec §5 ('Pay amount per invoice', 'Pay click', 'Deposit amount') and §9,
 * as pure functions: the payment panel and the API server run the very same code, so the server
 * refuses exactly what the page refuses, with the same words. No React, no store, no I/O.
 *
 * Amounts are compared in whole cents. An amount has at most 2 decimals (the field's step is 0.01).
 */
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import type { ErpCustomizingResponse, ErpPaymentReasonCode, ErpPaymentType } from '../contracts/erp';

export type GenerelData = Partial<ErpCustomizingResponse['generel_data']> | null | undefined;
export type PaymentTypeList = readonly Partial<ErpPaymentType>[] | null | undefined;
export type ReasonCodeList =
  | readonly Pick<ErpPaymentReasonCode, 'reason_code' | 'comments_required'>[]
  | null
  | undefined;

const AMOUNT_PATTERN = /^[+-]?(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** Whole cents of an amount, without binary drift (0.1 + 0.2). */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** The number in an amount field, or null when it is empty or not a number with at most 2 decimals. */
export function parseAmount(amount: string | number | null | undefined): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? parseAmount(String(amount)) : null;
  const text = (amount ?? '').trim();
  return AMOUNT_PATTERN.test(text) ? Number(text) : null;
}

/** Spec §3: a negative open amount is a credit. */
export function isCredit(openAmount: number): boolean {
  return openAmount < 0;
}

/** Spec §9: partial payments are allowed when generel_data.partial_payments_allowed is X or R. */
export function isPartialAllowed(generel_data: GenerelData): boolean {
  const flag = generel_data?.partial_payments_allowed;
  return flag === 'X' || flag === 'R';
}

function paymentType(payment_types: PaymentTypeList, type: 'O' | 'D'): Partial<ErpPaymentType> | undefined {
  return (payment_types ?? []).find((t) => t.payment_type === type);
}

/** Spec §9: overpayment is allowed when payment type O has overpayment_allowed X. */
export function isOverpaymentAllowed(payment_types: PaymentTypeList): boolean {
  return paymentType(payment_types, 'O')?.overpayment_allowed === 'X';
}

/** Spec §9: reasons are required unless payment type O has reason_not_required X. */
export function reasonsRequired(payment_types: PaymentTypeList): boolean {
  return paymentType(payment_types, 'O')?.reason_not_required !== 'X';
}

/** Spec §9: deposits are available when payment type D is active (X). */
export function isDepositAvailable(payment_types: PaymentTypeList): boolean {
  return paymentType(payment_types, 'D')?.active === 'X';
}

/**
 * Spec §9: the CVV is required when cvv_use_control is '1' and the method is not an eCheck.
 * `method` is a payment_method ('CC' | 'EC') or a payment_card_type ('VISA', 'MC', 'AMEX', 'EC').
 */
export function cvvRequired(generel_data: GenerelData, method: string | null | undefined): boolean {
  return generel_data?.cvv_use_control === '1' && method !== 'EC';
}

/** The reason codes of one payment type (O for invoices, D for deposits). */
export function reasonCodesOf<T extends Pick<ErpPaymentReasonCode, 'payment_type'>>(
  reason_codes: readonly T[] | null | undefined,
  type: 'O' | 'D',
): T[] {
  return (reason_codes ?? []).filter((r) => r.payment_type === type);
}

/** Spec §5 step 3: 'CVV Is Required.' when empty, 'Invalid CVV number.' unless 3-4 digits. */
export function validateCvv(cvv: string | null | undefined): string | null {
  const text = (cvv ?? '').trim();
  if (text === '') return VALIDATION.payClick.cvvRequired;
  const ok = /^\d+$/.test(text) && text.length >= LIMITS.cvvMin && text.length <= LIMITS.cvvMax;
  return ok ? null : VALIDATION.payClick.cvvInvalid;
}

export interface PayAmountInput {
  amount: string;
  openAmount: number;
  partialAllowed: boolean;
  overpaymentAllowed: boolean;
}

/**
 * Spec §5 'Pay amount per invoice': the first failing message, or null. A credit's amount is its
 * (negative) open amount: its field is read-only, so any other amount is refused.
 */
export function validatePayAmount({ amount, openAmount, partialAllowed, overpaymentAllowed }: PayAmountInput): string | null {
  const m = VALIDATION.payAmount;
  if ((amount ?? '').trim() === '') return m.empty;
  const value = parseAmount(amount);
  if (value === null) return m.numeric;
  const cents = toCents(value);
  const open = toCents(openAmount);
  if (cents === 0) return m.zero;
  if (isCredit(openAmount)) {
    if (cents === open) return null;
    return cents > open ? m.partialNotAllowed : m.overNotAllowed;
  }
  if (cents < 0) return m.negative;
  if (cents > open && !overpaymentAllowed) return m.overNotAllowed;
  if (cents < open && !partialAllowed) return m.partialNotAllowed;
  return null;
}

function findReason(reasonCodes: ReasonCodeList, code: string | null | undefined) {
  return (reasonCodes ?? []).find((r) => r.reason_code === code);
}

export interface RowReasonInput {
  amount: string | number;
  openAmount: number;
  reasonCode?: string | null;
  comment?: string | null;
  reasonsRequired: boolean;
  reasonCodes: ReasonCodeList;
}

/**
 * Spec §5 'Pay amount per invoice', the row's reason: 'Reason Code Required.' when paid below the
 * open amount (unless reasons are not required), 'Reason Required' when the chosen code has
 * comments_required X and no description.
 */
export function validateRowReason(input: RowReasonInput): string | null {
  const value = parseAmount(input.amount);
  if (value === null || isCredit(input.openAmount)) return null;
  const code = (input.reasonCode ?? '').trim();
  const under = toCents(value) < toCents(input.openAmount);
  if (under && input.reasonsRequired && code === '') return VALIDATION.payAmount.reasonCodeRequired;
  const reason = findReason(input.reasonCodes, code);
  if (reason?.comments_required === 'X' && (input.comment ?? '').trim() === '') {
    return VALIDATION.payAmount.reasonRequired;
  }
  return null;
}

export interface PayClickRow {
  amount: string | number;
  openAmount: number;
  reasonCode?: string | null;
  comment?: string | null;
}

export interface PayClickInput {
  /** The selected method's payment_method or payment_card_type; empty or null when none is selected. */
  paymentMethod: string | null | undefined;
  cvv?: string | null;
  /** cvvRequired(generel_data, method) */
  cvvRequired: boolean;
  /** isOverpaymentAllowed(payment_types) */
  overpaymentAllowed: boolean;
  /** reasonsRequired(payment_types) */
  reasonsRequired: boolean;
  /** The payment type O reason codes of the company; a code not among them counts as missing. */
  reasonCodes: ReasonCodeList;
  rows: readonly PayClickRow[];
}

export interface PayTotals {
  /** Sum of the open amounts of the invoices (credits left out). */
  invoiceTotal: number;
  /** Sum of the credits' amounts (zero or negative). */
  creditTotal: number;
  /** Sum of every amount to pay, credits included. */
  payTotal: number;
  /** What is paid above the open amounts (zero when nothing is). */
  overpaying: number;
}

/** The panel's totals (spec §2 'Payment panel'), in cents-exact arithmetic. */
export function payTotals(rows: readonly PayClickRow[]): PayTotals {
  let invoice = 0;
  let credit = 0;
  let pay = 0;
  let over = 0;
  for (const row of rows) {
    const cents = toCents(parseAmount(row.amount) ?? 0);
    const open = toCents(row.openAmount);
    pay += cents;
    if (isCredit(row.openAmount)) credit += cents;
    else {
      invoice += open;
      if (cents > open) over += cents - open;
    }
  }
  return { invoiceTotal: invoice / 100, creditTotal: credit / 100, payTotal: pay / 100, overpaying: over / 100 };
}

/** Spec §5 'Pay click': the first failing message in the order of the specification, or null. */
export function validatePayClick(input: PayClickInput): string | null {
  const m = VALIDATION.payClick;
  // 1. a method must be selected
  if (!input.paymentMethod) return m.cardNotSelected;
  // 2. overpaying without permission
  const totals = payTotals(input.rows);
  if (totals.overpaying > 0 && !input.overpaymentAllowed) return m.overpaymentNotAllowed;
  // 3. CVV
  if (input.cvvRequired && input.paymentMethod !== 'EC') {
    const cvv = validateCvv(input.cvv);
    if (cvv) return cvv;
  }
  // 4. credits must be outweighed by the invoices paid
  const hasCredits = input.rows.some((r) => isCredit(r.openAmount));
  if (hasCredits && toCents(totals.payTotal) <= 0) return m.creditsExceed;
  // 5. something to pay
  if (toCents(totals.payTotal) <= 0) return m.totalPositive;
  // 6. reasons for under-payments, descriptions for codes that require them
  for (const row of input.rows) {
    if (isCredit(row.openAmount)) continue;
    const value = parseAmount(row.amount);
    const code = (row.reasonCode ?? '').trim();
    const reason = findReason(input.reasonCodes, code);
    const under = value !== null && toCents(value) < toCents(row.openAmount);
    if (under && input.reasonsRequired && !reason) return m.reasonRequired;
    if (code !== '' && !reason) return m.reasonRequired;
    if (reason?.comments_required === 'X' && (row.comment ?? '').trim() === '') return m.reasonDescriptionRequired;
  }
  return null;
}

/** Spec §5 'Deposit amount': required, a number, at least 1. */
export function validateDepositAmount(amount: string | number | null | undefined): string | null {
  const m = VALIDATION.deposit;
  if (amount === null || amount === undefined || String(amount).trim() === '') return m.required;
  const value = parseAmount(amount);
  if (value === null) return m.notNumber;
  return toCents(value) < toCents(LIMITS.depositMinimum) ? m.minimum : null;
}

export interface DepositClickInput {
  amount: string | number;
  paymentMethod: string | null | undefined;
  cvv?: string | null;
  cvvRequired: boolean;
  reasonCode?: string | null;
  comment?: string | null;
  /** The payment type D reason codes of the company. */
  reasonCodes: ReasonCodeList;
}

/**
 * A deposit (spec §5): a valid amount, a selected method, the CVV when required, a deposit reason
 * code ('Reason is required.') and its description when the code requires one.
 */
export function validateDepositClick(input: DepositClickInput): string | null {
  const amount = validateDepositAmount(input.amount);
  if (amount) return amount;
  if (!input.paymentMethod) return VALIDATION.payClick.cardNotSelected;
  if (input.cvvRequired && input.paymentMethod !== 'EC') {
    const cvv = validateCvv(input.cvv);
    if (cvv) return cvv;
  }
  const reason = findReason(input.reasonCodes, (input.reasonCode ?? '').trim());
  if (!reason) return VALIDATION.payClick.reasonRequired;
  if (reason.comments_required === 'X' && (input.comment ?? '').trim() === '') {
    return VALIDATION.payClick.reasonDescriptionRequired;
  }
  return null;
}
