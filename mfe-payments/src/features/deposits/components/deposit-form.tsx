import type { UseFormReturn } from 'react-hook-form';
import { Box, Paper, TextField, Typography } from 'shared/ui/base';
import { type DepositFormValues, type ErpPaymentReasonCode } from 'shared';
import { FIELD_LIMITS } from 'shared/payments';
import { ControlledSelectField, ControlledTextField } from 'shared/form-fields';
import { LABELS } from '../../../config/labels';

interface Props {
  form: UseFormReturn<DepositFormValues>;
  /** The selected payer account, as 'number - name'. */
  payerLabel: string;
  /** Payment type D reason codes of the account's company. */
  reasonCodes: readonly ErpPaymentReasonCode[];
  disabled?: boolean;
}

/** docs/product/deposits.md: the 'New Deposit' form; the payment panel beside it sends it. */
export function DepositForm({ form, payerLabel, reasonCodes, disabled = false }: Props) {
  const { control } = form;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="new-deposit-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="new-deposit-heading" variant="h5" component="h2" gutterBottom>
        {LABELS.newDeposit}
      </Typography>
      {/* The Pay button sends it; Enter in a field must not reload the page. */}
      <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ display: 'grid', gap: 2 }}>
        {/* The payer is the account chosen in the top bar; read-only, but reachable and read aloud. */}
        <TextField id="deposit-payer" label={LABELS.payer} value={payerLabel} slotProps={{ htmlInput: { readOnly: true } }} />
        <ControlledSelectField
          control={control}
          name="reason_code"
          id="deposit-reason"
          label={LABELS.reasonCode}
          disabled={disabled}
          placeholder={LABELS.selectReason}
          options={reasonCodes.map((r) => ({ value: r.reason_code, label: r.description }))}
        />
        {(
          [
            ['amount_to_process', 'deposit-amount', LABELS.amountUsd, 'decimal', FIELD_LIMITS.amountText],
            ['reference_number', 'deposit-reference', LABELS.documentNumber, 'text', FIELD_LIMITS.referenceNumber],
            ['comment', 'deposit-comment', LABELS.paymentNote, 'text', FIELD_LIMITS.comment],
          ] as const
        ).map(([name, id, label, inputMode, maxLength]) => (
          <ControlledTextField
            key={name}
            control={control}
            name={name}
            id={id}
            label={label}
            disabled={disabled}
            multiline={name === 'comment'}
            minRows={name === 'comment' ? 2 : undefined}
            slotProps={{ htmlInput: { inputMode, maxLength } }}
          />
        ))}
      </Box>
    </Paper>
  );
}
