import type { ErpPaymentReasonCode } from '../endpoints/types/erp';

export type ReasonCodeList =
  | readonly Pick<ErpPaymentReasonCode, 'reason_code' | 'comments_required'>[]
  | null
  | undefined;

/**
 * The reason codes of one payment type (O for invoices, D for deposits) and, when a company code
 * is given, of that company (a code without a company code counts for every company).
 */
export function reasonCodesOf<T extends Pick<ErpPaymentReasonCode, 'payment_type'> & Partial<Pick<ErpPaymentReasonCode, 'company_code'>>>(
  reason_codes: readonly T[] | null | undefined,
  type: 'O' | 'D',
  companyCode?: string,
): T[] {
  return (reason_codes ?? []).filter(
    (r) => r.payment_type === type && (companyCode === undefined || !r.company_code || r.company_code === companyCode),
  );
}

/** The reason of a code among a list, or undefined (an empty code never matches). */
export function findReason<T extends Pick<ErpPaymentReasonCode, 'reason_code'>>(
  reason_codes: readonly T[] | null | undefined,
  code: string | null | undefined,
): T | undefined {
  const wanted = (code ?? '').trim();
  return wanted === '' ? undefined : (reason_codes ?? []).find((r) => r.reason_code === wanted);
}

/** A reason flagged comments_required X needs a description. */
export const needsDescription = (reason: Pick<ErpPaymentReasonCode, 'comments_required'> | undefined): boolean =>
  reason?.comments_required === 'X';
