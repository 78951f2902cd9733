import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from 'shared/ui/base';
import { IconButton, List, ListItem, ListItemText, DeleteOutlineIcon } from 'shared/ui/extra';
import { toast, useAction } from 'shared';
import { exclusionEntrySchema } from 'shared/users';
import { LABELS } from '../../../config/labels';
import { useExclusions } from '../api/get-exclusions';
import { putExclusions } from '../api/put-exclusions';

/** The exclusion list of a Payer - All user (docs/product/users-and-admin.md#exclusion-list), saved whole. */
export function ExclusionList({ userId }: { userId: number }) {
  const loaded = useExclusions(userId);
  const [accounts, setAccounts] = useState<string[]>([]);
  const [entry, setEntry] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  useEffect(() => {
    if (loaded.data) setAccounts(loaded.data.accounts);
  }, [loaded.data]);

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
  const save = useAction(async () => {
    const answer = await putExclusions(userId, accounts);
    if (answer.status === 'E') {
      toast.error(answer.message);
      return;
    }
    setAccounts(answer.accounts);
    toast.success(LABELS.exclusionsSaved);
  });

  return (
    <Box component="section" aria-labelledby="exclusions-heading" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="exclusions-heading">
        {LABELS.exclusions}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {LABELS.exclusionsHelp}
      </Typography>
      {loaded.error ? <Alert severity="error">{LABELS.loadUserFailed}</Alert> : null}
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
        <Button variant="contained" onClick={() => void save.run()} disabled={save.busy || loaded.loading}>
          {LABELS.saveExclusions}
        </Button>
      </Box>
    </Box>
  );
}
