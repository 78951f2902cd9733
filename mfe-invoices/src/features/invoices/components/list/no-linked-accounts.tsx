import { Alert, AlertTitle, Link } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';

/** The words of docs/product/invoices.md#no-linked-accounts. */
export const NO_LINKED_ACCOUNTS = {
  title: 'No accounts are linked to your login yet',
  who: "Ask your company's portal administrator to link your billing accounts, or write to our support team; its address is under",
  help: 'Help',
} as const;

/**
 * What a user with no linked account sees instead of the list: why, and whom to ask. Loaded only
 * for them, so the list's code carries none of it (docs/architecture/frontend.md#javascript-budgets).
 */
export default function NoLinkedAccounts() {
  return (
    <Alert severity="info" data-testid="no-linked-accounts">
      <AlertTitle>{NO_LINKED_ACCOUNTS.title}</AlertTitle>
      {NO_LINKED_ACCOUNTS.who}{' '}
      <Link component={RouterLink} to="/help">
        {NO_LINKED_ACCOUNTS.help}
      </Link>
      .
    </Alert>
  );
}
