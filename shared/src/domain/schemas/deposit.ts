import { object, string, type InferType } from 'yup';
import { AMOUNT_LIMITS, type AmountLimits } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import type { ErpPaymentReasonCode } from '../endpoints/types/erp';
import { validateDepositAmount } from '../rules/deposit';
import { findReason, needsDescription } from '../rules/reason-codes';

/**
 * The deposit form. The checks themselves are the shared rules
 * (validateDepositAmount and the reason rules of validateDepositClick), so the form says exactly
 * what the Pay click and the API server say.
 */
export function depositSchema(
  reasonCodes: readonly Pick<ErpPaymentReasonCode, 'reason_code' | 'comments_required'>[],
  limits: AmountLimits = AMOUNT_LIMITS,
) {
  return object({
    payer_option: string().default(''),
    reason_code: string()
      .default('')
      .test('reason', VALIDATION.payClick.reasonRequired, (value) => Boolean(findReason(reasonCodes, value))),
    amount_to_process: string()
      .default('')
      .test('amount', function check(value) {
        const message = validateDepositAmount(value, limits);
        return message ? this.createError({ message }) : true;
      }),
    reference_number: string().default(''),
    comment: string()
      .default('')
      .test('description', VALIDATION.payClick.reasonDescriptionRequired, function check(value) {
        const reason = findReason(reasonCodes, (this.parent as { reason_code?: string }).reason_code);
        return !needsDescription(reason) || Boolean(value?.trim());
      }),
  });
}

export type DepositFormValues = InferType<ReturnType<typeof depositSchema>>;

export const emptyDeposit = (payer: string): DepositFormValues => ({
  payer_option: payer,
  reason_code: '',
  amount_to_process: '',
  reference_number: '',
  comment: '',
});
