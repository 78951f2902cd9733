import { Box, Typography } from 'shared/ui/base';
import { LinkedAccountsPanel } from '../../../components/linked-accounts/linked-accounts-panel';
import { LABELS } from '../../../config/labels';

/**
 * The edited user's linked accounts, managed with the same panel as the profile
 * (docs/product/users-and-admin.md#linked-accounts). Staff with CanManageUsers link accounts
 * without an invoice proof; the server decides. A user not yet saved has no accounts to link to.
 */
export function LinkedAccountsSection({ userId }: { userId: number | null }) {
  if (userId !== null) {
    return (
      <Box sx={{ mt: 3 }}>
        <LinkedAccountsPanel userId={userId} proofRequired={false} />
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="linked-accounts-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="linked-accounts-heading">
        {LABELS.linkedAccounts}
      </Typography>
      <Typography color="text.secondary">{LABELS.linkedAccountsNew}</Typography>
    </Box>
  );
}
