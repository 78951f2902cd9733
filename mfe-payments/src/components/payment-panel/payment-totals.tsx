import { Box, Typography } from 'shared/ui/base';
import { formatCents } from 'shared';
import { LABELS, TEXTS } from '../../config/labels';

/** The panel's figures, in cents. */
export interface PanelTotals {
  /** Invoice Total (open amounts of the invoices) or Deposit Total. */
  totalCents: number;
  payCents: number;
  overpayingCents: number;
  /** Credits taken into the payment (zero or negative); shown only when there are some. */
  creditCents?: number;
}

interface Props {
  mode: 'invoice' | 'deposit';
  currency: string;
  totals: PanelTotals;
  overpaymentAllowed: boolean;
}

/** docs/product/checkout-and-payments.md#payment-panel: Invoice Total (or Deposit Total), Pay total and Overpaying. */
export function PaymentTotals({ mode, currency, totals, overpaymentAllowed }: Props) {
  const rows: [string, number, string][] = [
    [mode === 'deposit' ? LABELS.depositTotal : LABELS.invoiceTotal, totals.totalCents, 'total'],
    ...(totals.creditCents ? [[LABELS.credits, totals.creditCents, 'credits'] as [string, number, string]] : []),
    [LABELS.payTotal, totals.payCents, 'pay-total'],
    // A deposit is never over anything: nothing to show.
    ...(mode === 'invoice' ? [[LABELS.overpaying, totals.overpayingCents, 'overpaying'] as [string, number, string]] : []),
  ];
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value, id]) => (
          <Box key={id} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: id === 'pay-total' ? 700 : 400 }} data-testid={id}>
              {formatCents(value, currency)}
            </Typography>
          </Box>
        ))}
      </Box>
      {mode === 'invoice' && overpaymentAllowed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="overpayment-note">
          {TEXTS.overpaymentNote}
        </Typography>
      )}
    </>
  );
}
