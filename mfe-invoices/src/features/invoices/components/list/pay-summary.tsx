import { Button, Typography } from 'shared/ui/base';
import { useNavigate } from 'shared/router';
import { CHECKOUT_MESSAGES, MESSAGES, formatCents, toast, useSelectionStore } from 'shared';
import { LABELS } from '../../../../config/labels';

/** The running Pay total of the selection and Continue to checkout (docs/product/checkout-and-payments.md). */
export function PaySummary({ fallbackCurrency }: { fallbackCurrency: string }) {
  // Kept by the store change by change: ticking one of 5,000 rows sums nothing again.
  const { count, creditCount, totals } = useSelectionStore((s) => s.summary);
  const currency = useSelectionStore((s) => {
    for (const key in s.selected) return s.selected[key]!.document.currency_key;
    return fallbackCurrency;
  });
  const navigate = useNavigate();
  const total = totals.payCents;

  const proceed = () => {
    // docs/product/checkout-and-payments.md: blocked with a warning when nothing is selected or the total is not above zero.
    if (count === 0 || total <= 0) {
      toast.warning(count > 0 && creditCount === count ? CHECKOUT_MESSAGES.onlyCredits : MESSAGES.selectInvoices);
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
