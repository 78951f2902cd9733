import { Box, Button, Typography } from 'shared/ui/base';
import { callApi, hasPermission, useAction, useApi, useSessionStore } from 'shared';

/** The banner says who it is or falls back to the id: no toast of its own. */
const quiet = { skipErrorToast: true } as const;

/**
 * Under the top bar while staff impersonate a customer: whose portal this is, and a way to stop
 * (docs/product/users-and-admin.md#impersonation). Stopping reloads the page as the staff member.
 */
export function ImpersonationBanner() {
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  // Whose portal this is while impersonating (the client adds ?userid=).
  const acting = useApi('GET /impersonation', impersonatedUserId ? {} : null, { config: quiet });
  const stop = useAction(async () => {
    const state = useSessionStore.getState();
    // Cleared first: the stop itself must not name the customer.
    state.setImpersonatedUserId(null);
    // The server records the stop with both users.
    await callApi('DELETE /impersonation', { body: {} }, quiet).catch(() => undefined);
    window.location.assign(hasPermission(state.user, 'CanViewUsers') ? '/settings/users' : '/invoices');
  });
  if (!impersonatedUserId) return null;
  const who = acting.data ? `${acting.data.Name} (${acting.data.Login})` : `user ${impersonatedUserId}`;
  return (
    <Box
      role="region"
      aria-label="Impersonation"
      sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', px: 2, py: 0.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography sx={{ fontWeight: 600, color: '#000' }} data-testid="viewing-as">
        Viewing as {who}
      </Typography>
      <Button size="small" variant="contained" color="inherit" onClick={() => void stop.run()} disabled={stop.busy} sx={{ color: '#000' }}>
        Stop impersonating
      </Button>
    </Box>
  );
}
