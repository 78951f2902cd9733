import { TextField } from 'shared/ui/base';
import { LABELS, TEXTS } from '../../config/labels';
import type { PaymentMethodOption } from '../../types/payment-method';

interface Props {
  methods: readonly PaymentMethodOption[];
  value: string;
  onChange: (id: string) => void;
  loading?: boolean;
  disabled?: boolean;
}

/** 'Pay With': a native select, so a phone shows its own picker and every keyboard works. */
export function PayWithSelect({ methods, value, onChange, loading = false, disabled = false }: Props) {
  return (
    <TextField
      select
      fullWidth
      id="pay-with"
      label={LABELS.payWith}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || loading}
      helperText={loading ? TEXTS.loadingMethods : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{LABELS.selectMethod}</option>
      {methods.map((method) => (
        <option key={method.id} value={method.id}>
          {method.label}
        </option>
      ))}
    </TextField>
  );
}
