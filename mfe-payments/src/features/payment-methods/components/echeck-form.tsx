import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { ECHECK_ACCOUNT_TYPES, echeckSchema, FIELD_LIMITS, type ECheckFormValues } from 'shared';
import { LABELS } from '../../../config/labels';
import { methodName } from '../../../lib/payment-method';
import { useMethodForm } from '../hooks/use-method-form';
import { echeckDefaults } from '../utils/method-form';
import type { MethodFormProps } from './card-form';
import { ControlledTextField } from './controlled-fields';
import { MethodDialog } from './method-dialog';
import { SaveOptions } from './save-options';

/** docs/product/payment-methods.md#echeck-form; editing changes only the name ('Name is required.'). */
export function ECheckForm({ card, alwaysSave, canSave, onSubmit, onClose }: MethodFormProps<ECheckFormValues>) {
  const resolver = useMemo(() => yupResolver(echeckSchema({ editing: card !== null })), [card]);
  const { id, editing, busy, error, common, submit, showSaveOnFile, showDefault } = useMethodForm<ECheckFormValues>({
    card,
    alwaysSave,
    canSave,
    resolver,
    defaultValues: echeckDefaults(card),
    onSubmit,
  });
  const submitLabel = editing ? LABELS.updateECheck : alwaysSave ? LABELS.saveECheck : LABELS.next;

  return (
    <MethodDialog
      title={editing ? LABELS.editECheck : LABELS.addECheck}
      subtitle={card ? methodName(card) : undefined}
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {!editing && (
        <>
          <ControlledTextField
            {...common}
            name="account_type"
            id={`${id}-type`}
            label={LABELS.accountType}
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{LABELS.select}</option>
            {ECHECK_ACCOUNT_TYPES.map((t) => (
              <option key={t.code} value={t.code}>
                {t.label}
              </option>
            ))}
          </ControlledTextField>
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
      <SaveOptions {...common} showSaveOnFile={showSaveOnFile} showDefault={showDefault} />
    </MethodDialog>
  );
}
