import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box } from 'shared/ui/base';
import { CARD_TYPE_NAMES, LIMITS } from 'shared';
import { cardYears, FIELD_LIMITS, proposedCardType, type CardFormValues, type CardType } from 'shared/payments';
import { cardSchema } from 'shared/forms';
import { ControlledSelectField, ControlledTextField } from 'shared/form-fields';
import { LABELS } from '../../../config/labels';
import { cardDefaults } from '../utils/method-form';
import { MethodForm, type MethodFields, type MethodFormProps } from './method-form';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')).map((m) => ({ value: m, label: m }));
const cardResolver = (options: { editing: boolean }) => yupResolver(cardSchema(options));
const CARD_LABELS = { add: LABELS.addCard, edit: LABELS.editCard, save: LABELS.saveCard, update: LABELS.updateCard };

/** docs/product/payment-methods.md#card-form; editing hides number and type and changes only name and expiry. */
interface CardFormProps extends MethodFormProps<CardFormValues> {
  /** Visa, Master Card, American Express: limited to the company's allowed_payment_methods. */
  cardTypes: readonly CardType[];
}

/**
 * The number, which proposes its card type as it is typed (docs/product/payment-methods.md#card-form):
 * while no type is chosen, or the chosen one was proposed, the type follows the number's first digits.
 */
function CardNumberField({ id, common, cardTypes }: { id: string; common: MethodFields<CardFormValues>['common']; cardTypes: readonly CardType[] }) {
  const { field: type } = useController({ name: 'card_type', control: common.control });
  const proposed = useRef<CardType | null>(null);
  const propose = (number: string) => {
    const guess = proposedCardType(number);
    const chosenByHand = type.value !== '' && type.value !== proposed.current;
    if (chosenByHand || !guess || !cardTypes.includes(guess) || guess === type.value) return;
    proposed.current = guess;
    type.onChange(guess);
  };
  return (
    <ControlledTextField
      {...common}
      name="card_number"
      id={`${id}-number`}
      label={LABELS.cardNumber}
      autoComplete="cc-number"
      onValueChange={propose}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
    />
  );
}

export function CardForm({ cardTypes, ...props }: CardFormProps) {
  return (
    <MethodForm {...props} resolver={cardResolver} defaults={cardDefaults} labels={CARD_LABELS}>
      {({ id, editing, common }) => (
        <>
          {!editing && (
            <ControlledSelectField
              {...common}
              name="card_type"
              id={`${id}-type`}
              label={LABELS.cardType}
              options={cardTypes.map((type) => ({ value: type, label: CARD_TYPE_NAMES[type] }))}
            />
          )}
          <ControlledTextField
            {...common}
            name="name"
            id={`${id}-name`}
            label={LABELS.nameOnCard}
            autoComplete="cc-name"
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.methodName } }}
          />
          {!editing && <CardNumberField id={id} common={common} cardTypes={cardTypes} />}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2 }}>
            {/* The date is checked as a whole: choosing the month checks the year's message again. */}
            <ControlledSelectField {...common} name="exp_month" id={`${id}-month`} label={LABELS.month} deps={['exp_year']} options={MONTHS} />
            <ControlledSelectField
              {...common}
              name="exp_year"
              id={`${id}-year`}
              label={LABELS.year}
              options={cardYears().map((y) => ({ value: String(y), label: String(y) }))}
            />
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
        </>
      )}
    </MethodForm>
  );
}
