import { Box, Typography } from 'shared/ui/base';
import { ACCOUNT_TYPES, type ProvenAccount } from 'shared';
import { LABELS } from '../../../config/labels';

const TYPE_LABELS: Record<ProvenAccount['accountTypeId'], string> = { [ACCOUNT_TYPES.SoldTo]: 'Sold To', [ACCOUNT_TYPES.Payer]: 'Payer' };

/** The accounts proven so far, as the server's registration session holds them. */
export function ProvenAccounts({ accounts }: { accounts: readonly ProvenAccount[] }) {
  return (
    <Box component="section" aria-labelledby="added-accounts">
      <Typography id="added-accounts" variant="subtitle1" component="h2">
        {LABELS.addedAccounts}
      </Typography>
      {accounts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {LABELS.noAccountsYet}
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, my: 0 }} data-testid="proven-accounts">
          {accounts.map((account) => (
            <li key={account.accountNumber}>
              <Typography variant="body2">
                {account.accountNumber} – {account.name} ({TYPE_LABELS[account.accountTypeId]})
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
