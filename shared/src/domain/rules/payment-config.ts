import type { ErpCustomizingResponse, ErpPaymentType } from '../endpoints/types/erp';

/** The parts of the ERP's payment configuration the rules read; absent means "not set". */
export type GenerelData = Partial<ErpCustomizingResponse['generel_data']> | null | undefined;
export type PaymentTypeList = readonly Partial<ErpPaymentType>[] | null | undefined;

/** Partial payments are allowed when generel_data.partial_payments_allowed is X or R. */
export function isPartialAllowed(generel_data: GenerelData): boolean {
  const flag = generel_data?.partial_payments_allowed;
  return flag === 'X' || flag === 'R';
}

function paymentType(payment_types: PaymentTypeList, type: 'O' | 'D'): Partial<ErpPaymentType> | undefined {
  return (payment_types ?? []).find((t) => t.payment_type === type);
}

/** Overpayment is allowed when payment type O has overpayment_allowed X. */
export function isOverpaymentAllowed(payment_types: PaymentTypeList): boolean {
  return paymentType(payment_types, 'O')?.overpayment_allowed === 'X';
}

/** Reasons are required unless payment type O has reason_not_required X. */
export function reasonsRequired(payment_types: PaymentTypeList): boolean {
  return paymentType(payment_types, 'O')?.reason_not_required !== 'X';
}

/** Deposits are available when payment type D is active (X). */
export function isDepositAvailable(payment_types: PaymentTypeList): boolean {
  return paymentType(payment_types, 'D')?.active === 'X';
}
