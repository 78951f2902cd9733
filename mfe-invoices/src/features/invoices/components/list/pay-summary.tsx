import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatMoney, sumCents, toast, useSelectionStore } from 'shared';
import { LABELS } from '../../../../config/labels';

/** The running Pay total of the selection and Continue to checkout (spec §2, §5). */
export function PaySummary({ fallbackCurrency }: { fallbackCurrency: string }) {
  const selected = useSelectionStore((s) => s.selected);
  const navigate = useNavigate();
  const { count, total, currency } = useMemo(() => {
    const entries = Object.values(selected);
    return {
      count: entries.length,
      total: sumCents(entries.map((e) => Number(e.amount) || 0)),
      currency: entries[0]?.document.currency_key ?? fallbackCurrency,
    };
  }, [selected, fallbackCurrency]);

  const proceed = () => {
    // Spec §5: blocked with a warning when nothing is selected or the total is not above zero.
    if (count === 0 || total <= 0) {
      toast.warning(MESSAGES.selectInvoices);
      return;
    }
    navigate('/invoices/pay');
  };

  return (
    <>
      <Typography component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
        {LABELS.payTotal}: <span data-testid="pay-total">{formatMoney(total, currency)}</span>
      </Typography>
      <Button variant="contained" onClick={proceed}>
        {LABELS.continue}
      </Button>
    </>
  );
}
