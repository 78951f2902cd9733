import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import { CARD_TYPE_NAMES, cardSchema, cardYears, FIELD_LIMITS, LIMITS, type CardFormValues, type CardType, type PaymentCard } from 'shared';
import { LABELS } from '../../../config/labels';
import { methodName } from '../../../lib/payment-method';
import { useMethodForm } from '../hooks/use-method-form';
import { cardDefaults } from '../utils/method-form';
import { ControlledTextField } from './controlled-fields';
import { MethodDialog } from './method-dialog';
import { SaveOptions } from './save-options';

export interface MethodFormProps<T> {
  /** The method to edit; null adds a new one. */
  card: PaymentCard | null;
  /** On /settings/payment-methods a method is always saved on file. */
  alwaysSave: boolean;
  /** 'Save On File' is offered (CanManagePaymentMethods). */
  canSave: boolean;
  /** Resolves to the message to show, or null when it went (the owner closes the form). */
  onSubmit: (values: T) => Promise<string | null>;
  onClose: () => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** docs/product/payment-methods.md#card-form; editing hides number and type and changes only name and expiry. */
interface CardFormProps extends MethodFormProps<CardFormValues> {
  /** Visa, Master Card, American Express: limited to the company's allowed_payment_methods. */
  cardTypes: readonly CardType[];
}

export function CardForm({ card, cardTypes, alwaysSave, canSave, onSubmit, onClose }: CardFormProps) {
  const resolver = useMemo(() => yupResolver(cardSchema({ editing: card !== null })), [card]);
  const { id, editing, busy, error, common, submit, showSaveOnFile, showDefault } = useMethodForm<CardFormValues>({
    card,
    alwaysSave,
    canSave,
    resolver,
    defaultValues: cardDefaults(card),
    onSubmit,
  });
  const submitLabel = editing ? LABELS.updateCard : alwaysSave ? LABELS.saveCard : LABELS.next;

  return (
    <MethodDialog
      title={editing ? LABELS.editCard : LABELS.addCard}
      subtitle={card ? methodName(card) : undefined}
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {!editing && (
        <ControlledTextField {...common} name="card_type" id={`${id}-type`} label={LABELS.cardType} select slotProps={nativeSelect}>
          <option value="">{LABELS.select}</option>
          {cardTypes.map((type) => (
            <option key={type} value={type}>
              {CARD_TYPE_NAMES[type]}
            </option>
          ))}
        </ControlledTextField>
      )}
      <ControlledTextField
        {...common}
        name="name"
        id={`${id}-name`}
        label={LABELS.nameOnCard}
        autoComplete="cc-name"
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.methodName } }}
      />
      {!editing && (
        <ControlledTextField
          {...common}
          name="card_number"
          id={`${id}-number`}
          label={LABELS.cardNumber}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {/* The date is checked as a whole: choosing the month checks the year's message again. */}
        <ControlledTextField {...common} name="exp_month" id={`${id}-month`} label={LABELS.month} select deps={['exp_year']} slotProps={nativeSelect}>
          <option value="">{LABELS.select}</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </ControlledTextField>
        <ControlledTextField {...common} name="exp_year" id={`${id}-year`} label={LABELS.year} select slotProps={nativeSelect}>
          <option value="">{LABELS.select}</option>
          {cardYears().map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </ControlledTextField>
      </Box>
      {!editing && (
        <ControlledTextField
          {...common}
          name="cvv"
          id={`${id}-cvv`}
          label={LABELS.cvv}
          autoComplete="cc-csc"
          sx={{ maxWidth: 160 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cvvMax } }}
        />
      )}
      <SaveOptions {...common} showSaveOnFile={showSaveOnFile} showDefault={showDefault} />
    </MethodDialog>
  );
}
