import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from 'shared/ui/base';
import { AddIcon, DeleteOutlineIcon, EditOutlinedIcon, IconButton, List, ListItem, ListItemText, Tooltip } from 'shared/ui/extra';
import { callApi, errorMessage, LoadError, MESSAGES, useApi, type Account, type LinkedAccountRequest } from 'shared';
import { LABELS } from '../../config/labels';
import { AccountDialog } from './account-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

export interface LinkedAccountsPanelProps {
  /** Whose accounts: the logged-in user on the profile, the edited user on the user form. */
  userId: number;
  /** A customer linking to their own profile proves each new account with one of its invoices. */
  proofRequired: boolean;
  /** Called after each change (the profile reloads the account switcher). */
  onChange?: () => void;
}

type Editing = { kind: 'add' } | { kind: 'edit'; account: Account } | { kind: 'delete'; account: Account } | null;

/**
 * The linked ERP accounts of one user: list, add, edit, delete (docs/product/users-and-admin.md#linked-accounts).
 * Used by the profile and by the user form; the server decides who may, and answers why not.
 */
export function LinkedAccountsPanel({ userId, proofRequired, onChange }: LinkedAccountsPanelProps) {
  // The same whoever staff impersonate: these are the named user's accounts. Refusals show in the dialogs.
  const accounts = useApi('GET /users/:id/accounts', { params: { id: userId } }, { sameForEveryUser: true, config: { skipErrorToast: true } });
  const [editing, setEditing] = useState<Editing>(null);
  // The list loads again by itself: the writes declare it stale.
  const done = () => {
    setEditing(null);
    onChange?.();
  };
  const save = async (body: LinkedAccountRequest): Promise<string | null> => {
    try {
      if (editing?.kind === 'edit') {
        await callApi('PUT /users/:id/accounts/:AccountId', { params: { id: userId, AccountId: editing.account.AccountId }, body }, { skipErrorToast: true });
      } else await callApi('POST /users/:id/accounts', { params: { id: userId }, body }, { skipErrorToast: true });
      done();
      return null;
    } catch (error) {
      return errorMessage(error, MESSAGES.systemErrorToast);
    }
  };
  const remove = async (account: Account): Promise<string | null> => {
    try {
      await callApi('DELETE /users/:id/accounts/:AccountId', { params: { id: userId, AccountId: account.AccountId } }, { skipErrorToast: true });
      done();
      return null;
    } catch (error) {
      return errorMessage(error, MESSAGES.systemErrorToast);
    }
  };
  const headingId = `linked-accounts-${userId}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {LABELS.linkedAccounts}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
          {LABELS.addAccount}
        </Button>
      </Stack>
      {accounts.error ? (
        <LoadError onRetry={accounts.retry} sx={{ mt: 2 }}>
          {errorMessage(accounts.error, LABELS.accountsLoadError)}
        </LoadError>
      ) : null}
      {accounts.loading && !accounts.data ? <Typography sx={{ mt: 2 }}>{LABELS.loading}</Typography> : null}
      {accounts.data && accounts.data.length === 0 ? <Typography sx={{ mt: 2 }}>{LABELS.noAccounts}</Typography> : null}
      {accounts.data && accounts.data.length > 0 ? (
        <List aria-labelledby={headingId}>
          {accounts.data.map((account) => (
            <ListItem
              key={account.AccountId}
              divider
              secondaryAction={
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title={LABELS.edit}>
                    <IconButton aria-label={`${LABELS.edit} ${account.PrimaryAcct}`} onClick={() => setEditing({ kind: 'edit', account })}>
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={LABELS.delete}>
                    <IconButton aria-label={`${LABELS.delete} ${account.PrimaryAcct}`} onClick={() => setEditing({ kind: 'delete', account })}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={`${account.PrimaryAcct} - ${account.Name}`}
                secondary={`${LABELS.companyCode} ${account.CompanyCode} · ${LABELS.salesOrganization} ${account.SalesOrganization}`}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {editing?.kind === 'add' || editing?.kind === 'edit' ? (
        <AccountDialog
          account={editing.kind === 'edit' ? editing.account : null}
          proofRequired={proofRequired}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <DeleteAccountDialog account={editing.account} onConfirm={() => remove(editing.account)} onClose={() => setEditing(null)} />
      ) : null}
    </Paper>
  );
}
