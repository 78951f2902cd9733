import { Box, Typography } from 'shared/ui/base';
import { formatCents, stripLeadingZeros, useSessionStore } from 'shared';
import { LABELS } from '../../../config/labels';
import type { LastPayment } from '../types/last-payment';
import { amountPaid } from '../utils/amount-paid';
import { formatLocalTime, remainingOf, statusLinesOf } from '../utils/receipt';

interface Props {
  last: LastPayment;
  success: boolean;
}

/**
 * What a customer files a receipt by (docs/product/checkout-and-payments.md#receipts): when, who
 * paid for which account, with what, how much, and what stays open. A description list, so a
 * screen reader reads each value with its name.
 */
export function ReceiptDetails({ last, success }: Props) {
  const payers = useSessionStore((s) => s.payers);
  const basis = last.receipt;
  const payer = basis ? payers.find((p) => stripLeadingZeros(p.PrimaryAcct) === basis.account) : undefined;
  const remaining = remainingOf(statusLinesOf(last));
  const rows: Array<[string, string, string]> = [
    ['paid-at', LABELS.paidAt, last.at ? formatLocalTime(new Date(last.at)) : ''],
    ['payer', LABELS.payer, payer?.Name ?? ''],
    ['account', LABELS.account, basis?.account ?? ''],
    ['method', LABELS.method, basis?.method ?? ''],
    // docs/product/checkout-and-payments.md: any other outcome leaves the paid amount blank.
    ['amount-paid', LABELS.amountPaid, success ? formatCents(amountPaid(last), last.currency) : ''],
    ['remaining-balance', LABELS.remainingBalance, success && remaining !== null ? formatCents(remaining, last.currency) : ''],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 2, mt: 0 }}>
      {rows
        .filter(([key, , value]) => value !== '' || key === 'amount-paid')
        .map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" fontWeight="bold">
              {label}:
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid={key}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
