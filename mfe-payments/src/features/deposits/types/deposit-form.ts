import { object, string, type InferType } from 'yup';
import { VALIDATION, validateDepositAmount, type ErpPaymentReasonCode } from 'shared';

/**
 * Spec §3 'Deposit form' and §5 'Deposit amount'. The checks themselves are the shared
 * payment-rules (validateDepositAmount and the reason rules of validateDepositClick), so the form
 * says exactly what the Pay click and the API server say.
 */
export function depositSchema(reasonCodes: readonly Pick<ErpPaymentReasonCode, 'reason_code' | 'comments_required'>[]) {
  const codeOf = (value: string | undefined) => reasonCodes.find((r) => r.reason_code === value);
  return object({
    payer_option: string().default(''),
    reason_code: string()
      .default('')
      .test('reason', VALIDATION.payClick.reasonRequired, (value) => Boolean(codeOf(value))),
    amount_to_process: string()
      .default('')
      .test('amount', function check(value) {
        const message = validateDepositAmount(value);
        return message ? this.createError({ message }) : true;
      }),
    reference_number: string().default(''),
    comment: string()
      .default('')
      .test(
        'description',
        VALIDATION.payClick.reasonDescriptionRequired,
        function check(value) {
          const code = codeOf((this.parent as { reason_code?: string }).reason_code);
          return code?.comments_required !== 'X' || Boolean(value?.trim());
        },
      ),
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
