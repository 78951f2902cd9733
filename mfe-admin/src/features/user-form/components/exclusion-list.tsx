import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from 'shared/ui/base';
import { IconButton, List, ListItem, ListItemText, DeleteOutlineIcon } from 'shared/ui/extra';
import { exclusionEntrySchema } from 'shared/users';
import { LABELS } from '../../../config/labels';
import type { ExclusionsDraft } from '../hooks/use-exclusions-draft';

/**
 * The exclusion list of a Payer - All user (docs/product/users-and-admin.md#exclusion-list). Edited
 * here, saved whole by the user form's one Save; a refusal (not one of the payer's sold-tos) shows here.
 */
export function ExclusionList({ draft }: { draft: ExclusionsDraft }) {
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const { accounts, setAccounts } = draft;

  const add = (event: FormEvent) => {
    event.preventDefault();
    try {
      const value = exclusionEntrySchema.validateSync(entry);
      setAccounts((list) => (list.includes(value) ? list : [...list, value]));
      setEntry('');
      setEntryError(null);
    } catch (error) {
      // shared's schema throws its own yup's ValidationError: its message is the rule's text.
      setEntryError((error as Error).message);
    }
  };

  return (
    <Box component="section" aria-labelledby="exclusions-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="exclusions-heading">
        {LABELS.exclusions}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {LABELS.exclusionsHelp}
      </Typography>
      {draft.loadFailed ? <Alert severity="error">{LABELS.loadUserFailed}</Alert> : null}
      {accounts.length === 0 ? (
        <Typography sx={{ my: 1 }}>{LABELS.noExclusions}</Typography>
      ) : (
        <List dense aria-label={LABELS.exclusions}>
          {accounts.map((n) => (
            <ListItem
              key={n}
              secondaryAction={
                <IconButton edge="end" aria-label={LABELS.removeExclusion(n)} onClick={() => setAccounts((list) => list.filter((a) => a !== n))}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={n} />
            </ListItem>
          ))}
        </List>
      )}
      {draft.refusal ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {draft.refusal}
        </Alert>
      ) : null}
      {draft.dirty && !draft.refusal ? (
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {LABELS.exclusionsUnsaved}
        </Typography>
      ) : null}
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={LABELS.exclusionEntry}
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          error={Boolean(entryError)}
          helperText={entryError ?? ' '}
        />
        <Button type="submit" variant="outlined">
          {LABELS.addExclusion}
        </Button>
      </Box>
    </Box>
  );
}
