import { useMemo } from 'react';
import { Button, Typography } from 'shared/ui/base';
import { useNavigate } from 'shared/router';
import { MESSAGES, formatCents, parseCents, toast, totalCents, useSelectionStore } from 'shared';
import { LABELS } from '../../../../config/labels';

/** The running Pay total of the selection and Continue to checkout (docs/product/checkout-and-payments.md). */
export function PaySummary({ fallbackCurrency }: { fallbackCurrency: string }) {
  const selected = useSelectionStore((s) => s.selected);
  const navigate = useNavigate();
  const { count, total, currency } = useMemo(() => {
    const entries = Object.values(selected);
    return {
      count: entries.length,
      // In cents; an amount not (yet) valid counts as nothing, as on the checkout's totals.
      total: totalCents(entries.map((e) => {
        const parsed = parseCents(e.amount);
        return parsed.ok ? parsed.cents : 0;
      })),
      currency: entries[0]?.document.currency_key ?? fallbackCurrency,
    };
  }, [selected, fallbackCurrency]);

  const proceed = () => {
    // docs/product/checkout-and-payments.md: blocked with a warning when nothing is selected or the total is not above zero.
    if (count === 0 || total <= 0) {
      toast.warning(MESSAGES.selectInvoices);
      return;
    }
    navigate('/invoices/pay');
  };

  return (
    <>
      <Typography component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
        {LABELS.payTotal}: <span data-testid="pay-total">{formatCents(total, currency)}</span>
      </Typography>
      <Button variant="contained" onClick={proceed}>
        {LABELS.continue}
      </Button>
    </>
  );
}
