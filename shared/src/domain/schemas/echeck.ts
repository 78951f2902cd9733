/**
 * docs/product/payment-methods.md ('eCheck'): the eCheck form's yup schema with the
 * specification's messages; its helpers are rules/echeck-numbers.ts.
 */
import { boolean, object, string, type ObjectSchema } from 'yup';
import { VALIDATION } from '../constants/validation';
import { accountNumberValid, ECHECK_ACCOUNT_TYPES, routingValid, type ECheckFormValues } from '../rules/echeck-numbers';

/** docs/product/payment-methods.md ('eCheck'), every message word for word; when editing, only the name ('Name is required.'). */
export function echeckSchema({ editing = false }: { editing?: boolean } = {}): ObjectSchema<ECheckFormValues> {
  const m = VALIDATION.echeck;
  const codes = ECHECK_ACCOUNT_TYPES.map((t) => t.code);
  return object({
    account_type: editing ? string().default('') : string().default('').required(m.accountTypeRequired).oneOf(codes, m.accountTypeRequired),
    routing_number: editing
      ? string().default('')
      : string().default('').required(m.invalidRouting).test('routing', m.invalidRouting, (v) => !v || routingValid(v)),
    account_number: editing
      ? string().default('')
      : string().default('').required(m.invalidAccount).test('account', m.invalidAccount, (v) => !v || accountNumberValid(v)),
    name: string().default('').trim().required(editing ? m.editNameRequired : m.nameRequired),
    save_on_file: boolean().default(false).defined(),
    make_default: boolean().default(false).defined(),
  });
}
