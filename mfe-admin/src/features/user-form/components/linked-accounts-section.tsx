import { Box, Typography } from 'shared/ui/base';
import { List, ListItem, ListItemText } from 'shared/ui/more';
import type { Account } from 'shared';
import { LABELS } from '../../../config/labels';

/**
 * The user's linked accounts, as GET /api/users/{userId} lists them. Adding and editing links is
 * the linked-accounts panel's (docs/product/users-and-admin.md#linked-accounts), which goes here.
 */
export function LinkedAccountsSection({ accounts }: { accounts: Account[] | null }) {
  return (
    <Box component="section" aria-labelledby="linked-accounts-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="linked-accounts-heading">
        {LABELS.linkedAccounts}
      </Typography>
      {accounts === null ? (
        <Typography color="text.secondary">{LABELS.linkedAccountsNew}</Typography>
      ) : accounts.length === 0 ? (
        <Typography color="text.secondary">{LABELS.noLinkedAccounts}</Typography>
      ) : (
        <List dense aria-label={LABELS.linkedAccounts}>
          {accounts.map((a) => (
            <ListItem key={a.AccountId}>
              <ListItemText primary={`${a.PrimaryAcct} - ${a.Name}`} secondary={`Company ${a.CompanyCode} · Sales organization ${a.SalesOrganization}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
