import { memo } from 'react';
import { Box, Paper, TextField, Typography } from 'shared/ui/base';
import { IconButton, Tooltip, Chip, DeleteOutlineIcon as DeleteOutline } from 'shared/ui/extra';
import { currencyDecimals, displayRequestDate, formatMoney, stripLeadingZeros, useSelectionStore, type SelectedInvoice } from 'shared';
import { FIELD_LIMITS } from 'shared/payments';
import { LABELS, TEXTS } from '../../../config/labels';
import type { InvoiceRules } from '../types/invoice-rules';
import { amountErrorOf, invoiceRowState } from '../utils/invoice-row-state';

interface Props {
  invoice: SelectedInvoice;
  rules: InvoiceRules;
}

/**
 * One selected invoice: what it is, its pay amount, reason code and comment (docs/product/checkout-and-payments.md#checkout-page).
 * Memoized: typing in another invoice's field leaves its props, and it, alone.
 */
export const SelectedInvoiceCard = memo(function SelectedInvoiceCard({ invoice, rules }: Props) {
  const { key, document: d } = invoice;
  const setAmount = useSelectionStore((s) => s.setAmount);
  const setReason = useSelectionStore((s) => s.setReason);
  const setComment = useSelectionStore((s) => s.setComment);
  const remove = useSelectionStore((s) => s.remove);
  const state = invoiceRowState(invoice, rules);
  const number = stripLeadingZeros(d.billing_document_number || d.document_number_finance);
  const id = `invoice-${key}`;
  // A currency without decimals (JPY) is typed in whole units.
  const whole = currencyDecimals(d.currency_key) === 0;

  return (
    <Paper variant="outlined" role="group" aria-labelledby={`${id}-title`} sx={{ p: 2 }} data-testid="selected-invoice">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`${id}-title`} component="h3" variant="subtitle1" fontWeight="bold">
            {number} {state.credit && <Chip label={TEXTS.credit} size="small" color="info" sx={{ ml: 1 }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.reference} {d.reference_number || '-'}
            {d.due_date && !state.credit ? ` · ${TEXTS.dueDate} ${displayRequestDate(d.due_date)}` : ''}
            {` · ${TEXTS.openAmount} ${formatMoney(d.open_amount, d.currency_key)}`}
          </Typography>
        </Box>
        <Tooltip title={TEXTS.removeInvoice(number)}>
          <IconButton aria-label={TEXTS.removeInvoice(number)} onClick={() => remove(key)}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '160px 1fr 1.4fr' } }}>
        <TextField
          id={`${id}-amount`}
          label={LABELS.payAmount}
          type="number"
          value={invoice.amount}
          onChange={(event) => setAmount(key, event.target.value, amountErrorOf(event.target.value, invoice, rules))}
          error={Boolean(state.amountError)}
          helperText={state.amountError ?? (state.readOnly ? (state.credit ? TEXTS.creditUsedInFull : TEXTS.fullPaymentRequired) : ' ')}
          // A read-only field must not look like one to type in.
          sx={state.readOnly ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
          slotProps={{ htmlInput: whole ? { step: 1, readOnly: state.readOnly, inputMode: 'numeric' } : { step: 0.01, readOnly: state.readOnly, inputMode: 'decimal' } }}
        />
        <TextField
          select
          id={`${id}-reason`}
          label={LABELS.reasonCode}
          value={invoice.reason}
          onChange={(event) => setReason(key, event.target.value)}
          error={Boolean(state.reasonCodeError)}
          helperText={state.reasonCodeError ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{LABELS.noReason}</option>
          {rules.reasonCodes.map((r) => (
            <option key={r.reason_code} value={r.reason_code}>
              {r.description}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${id}-comment`}
          label={LABELS.comment}
          value={invoice.comment}
          onChange={(event) => setComment(key, event.target.value)}
          error={Boolean(state.commentError)}
          helperText={state.commentError ?? ' '}
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.comment } }}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        />
      </Box>
    </Paper>
  );
});
