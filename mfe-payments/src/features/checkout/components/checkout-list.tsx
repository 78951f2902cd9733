import { Stack } from 'shared/ui/base';
import type { SelectedInvoice } from 'shared';
import type { InvoiceRules } from '../types/invoice-rules';
import { SelectedInvoiceCard } from './selected-invoice-card';

interface Props {
  invoices: readonly SelectedInvoice[];
  rules: InvoiceRules;
}

/** docs/product/checkout-and-payments.md#checkout-page: the selected invoices, each with its own amount, reason and comment. */
export function CheckoutList({ invoices, rules }: Props) {
  return (
    <Stack spacing={2}>
      {invoices.map((invoice) => (
        <SelectedInvoiceCard key={invoice.key} invoice={invoice} rules={rules} />
      ))}
    </Stack>
  );
}
