import { lazy, Suspense } from 'react';
import { TextField } from 'shared/ui/base';
import type { Account, HeaderItem } from 'shared';
import { LABELS } from '../../../../config/labels';
import { soldToLabel as label } from './sold-to-label';

// Only Payer and PayerAll accounts choose among sold-tos: their selector loads for them, not with
// the list every account opens (docs/architecture/frontend.md#javascript-budgets).
const PayerSelector = lazy(() => import('./payer-selector'));

interface Props {
  account: HeaderItem | null;
  /** Payer and PayerAll: the sold-tos to choose from; empty for SoldTo. */
  options: Account[];
  payer: boolean;
  value: string[];
  onChange: (soldTos: string[]) => void;
}

/**
 * docs/product/invoices.md customer selector, by account type: SoldTo shows the selected primary account (the
 * account switcher in the top bar changes it); Payer and PayerAll pick among the payer's
 * sold-tos, and the list is filtered to the picked ones.
 */
export function CustomerSelector({ account, options, payer, value, onChange }: Props) {
  if (!payer) {
    return (
      <TextField
        label={LABELS.customer}
        size="small"
        value={account ? label(account) : ''}
        slotProps={{ input: { readOnly: true } }}
        sx={{ minWidth: { xs: '100%', sm: 360 } }}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <PayerSelector options={options} value={value} onChange={onChange} />
    </Suspense>
  );
}
