import { Paper, Typography } from 'shared/ui/base';
import { List, ListItem, ListItemText } from 'shared/ui/extra';
import { ACTED_FOR_LIMIT, errorMessage, LoadError, toDisplayDate, useApi, useSessionStore, type ActedForEntry } from 'shared';
import { LABELS } from '../../../config/labels';
import { ACTED_FOR_LABELS, actedForText } from '../../../config/acted-for-labels';

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY HH:MM in the reader's own time zone. */
const displayTime = (iso: string) => {
  const at = new Date(iso);
  return `${toDisplayDate(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

function Entry({ entry }: { entry: ActedForEntry }) {
  const who = entry.StaffName ?? ACTED_FOR_LABELS.formerStaff;
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={`${who} ${actedForText(entry)}`}
        secondary={<time dateTime={entry.At}>{displayTime(entry.At)}</time>}
      />
    </ListItem>
  );
}

/**
 * On a customer's profile: when staff acted for them, who, and what they paid, newest first
 * (docs/security/impersonation.md#what-the-customer-sees). Staff see nothing here.
 */
export function ActedForYouSection() {
  const customer = useSessionStore((s) => s.user?.UserRole === 'user');
  // Loaded for customers only; always the caller's own list, whoever the calls act for. The
  // section shows its own error, so no generic toast.
  const history = useApi('GET /profile/impersonations', customer ? {} : null, { config: { skipErrorToast: true }, sameForEveryUser: true });
  if (!customer) return null;
  const entries = history.data?.Entries;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="acted-for-you-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="acted-for-you-heading" variant="h5" component="h2" gutterBottom>
        {ACTED_FOR_LABELS.title}
      </Typography>
      <Typography>{ACTED_FOR_LABELS.intro}</Typography>
      {history.error ? (
        <LoadError onRetry={history.retry} sx={{ mt: 2 }}>
          {errorMessage(history.error, ACTED_FOR_LABELS.loadError)}
        </LoadError>
      ) : null}
      {history.loading && !history.data ? <Typography sx={{ mt: 2 }}>{LABELS.loading}</Typography> : null}
      {entries && entries.length === 0 ? <Typography sx={{ mt: 2 }}>{ACTED_FOR_LABELS.empty}</Typography> : null}
      {entries && entries.length > 0 ? (
        <List aria-labelledby="acted-for-you-heading">
          {entries.map((entry, i) => (
            <Entry key={`${entry.At}-${i}`} entry={entry} />
          ))}
        </List>
      ) : null}
      {history.data?.Truncated ? <Typography variant="body2">{ACTED_FOR_LABELS.truncated(ACTED_FOR_LIMIT)}</Typography> : null}
    </Paper>
  );
}
