import { TextField } from 'shared/ui/base';
import { LIMITS } from 'shared';
import { LABELS } from '../../config/labels';

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** docs/product/constants.md: 3 to 4 digits; the Pay click says what is wrong ('CVV Is Required.', 'Invalid CVV number.'). */
export function CvvField({ value, onChange, disabled = false }: Props) {
  return (
    <TextField
      id="payment-cvv"
      label={LABELS.cvv}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\s/g, ''))}
      disabled={disabled}
      autoComplete="cc-csc"
      sx={{ maxWidth: 160 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cvvMax } }}
    />
  );
}
