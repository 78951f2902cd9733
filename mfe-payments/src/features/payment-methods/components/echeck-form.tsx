import { yupResolver } from '@hookform/resolvers/yup';
import { ECHECK_ACCOUNT_TYPES, FIELD_LIMITS, type ECheckFormValues } from 'shared/payments';
import { echeckSchema } from 'shared/forms';
import { ControlledSelectField, ControlledTextField } from 'shared/form-fields';
import { LABELS } from '../../../config/labels';
import { echeckDefaults } from '../utils/method-form';
import { MethodForm, type MethodFormProps } from './method-form';

const echeckResolver = (options: { editing: boolean }) => yupResolver(echeckSchema(options));
const ECHECK_LABELS = { add: LABELS.addECheck, edit: LABELS.editECheck, save: LABELS.saveECheck, update: LABELS.updateECheck };
const ACCOUNT_TYPE_OPTIONS = ECHECK_ACCOUNT_TYPES.map((t) => ({ value: t.code, label: t.label }));

/** docs/product/payment-methods.md#echeck-form; editing changes only the name ('Name is required.'). */
export function ECheckForm(props: MethodFormProps<ECheckFormValues>) {
  return (
    <MethodForm {...props} resolver={echeckResolver} defaults={echeckDefaults} labels={ECHECK_LABELS}>
      {({ id, editing, common }) => (
        <>
          {!editing && (
            <>
              <ControlledSelectField {...common} name="account_type" id={`${id}-type`} label={LABELS.accountType} options={ACCOUNT_TYPE_OPTIONS} />
              <ControlledTextField
                {...common}
                name="routing_number"
                id={`${id}-routing`}
                label={LABELS.routingNumber}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
              />
              <ControlledTextField
                {...common}
                name="account_number"
                id={`${id}-account`}
                label={LABELS.accountNumber}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 24 } }}
              />
            </>
          )}
          <ControlledTextField
            {...common}
            name="name"
            id={`${id}-name`}
            label={LABELS.nameOnAccount}
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.methodName } }}
          />
        </>
      )}
    </MethodForm>
  );
}
