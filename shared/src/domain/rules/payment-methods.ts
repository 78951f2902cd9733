import { COMPANY_WITHOUT_ECHECK } from '../constants/domain';
import type { PaymentCard } from '../endpoints/types/erp';
import { CARD_TYPES } from './card-numbers';

export type MethodType = PaymentCard['payment_card_type'];

const METHOD_TYPES: readonly MethodType[] = [...CARD_TYPES, 'EC'];

/**
 * Whether a company takes a method type: one of allowed_payment_methods when the ERP names any
 * (none named: every type), and never an eCheck for company code 0020.
 */
export function takesMethod(
  companyCode: string | null | undefined,
  allowed: readonly string[] | null | undefined,
  type: string,
): boolean {
  if (!METHOD_TYPES.includes(type as MethodType)) return false;
  if (type === 'EC' && (companyCode ?? '').trim() === COMPANY_WITHOUT_ECHECK) return false;
  return !allowed || allowed.length === 0 || allowed.includes(type);
}

/** Every method type a company takes, cards first. */
export function acceptedMethodTypes(
  companyCode: string | null | undefined,
  allowed: readonly string[] | null | undefined,
): MethodType[] {
  return METHOD_TYPES.filter((type) => takesMethod(companyCode, allowed, type));
}
