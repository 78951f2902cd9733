import { Box, Button, Typography } from 'shared/ui/base';
import { formatCents } from 'shared';
import { LABELS } from '../config/labels';

/** The payment panel's element id: the phone bar scrolls to it. */
export const PAYMENT_PANEL_ID = 'payment-panel';

function goToPanel() {
  const panel = document.getElementById(PAYMENT_PANEL_ID);
  panel?.scrollIntoView({ block: 'start' });
  // The first control of the panel takes the focus, so a keyboard or screen reader follows too.
  panel?.querySelector<HTMLElement>('select, input, button')?.focus({ preventScroll: true });
}

/**
 * On a phone the panel comes after every invoice: this bar stays at the bottom of the screen with
 * the Pay total and a way to the panel (docs/product/checkout-and-payments.md#checkout-page).
 */
export function PhonePayBar({ payCents, currency }: { payCents: number; currency: string }) {
  return (
    <Box
      data-testid="phone-pay-bar"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 0,
        mt: 2,
        px: 2,
        py: 1,
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 2,
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {LABELS.payTotal}: {formatCents(payCents, currency)}
      </Typography>
      <Button variant="contained" onClick={goToPanel}>
        {LABELS.goToPayment}
      </Button>
    </Box>
  );
}
