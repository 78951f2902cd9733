import { Box, Button, Paper, Stack, Typography } from 'shared/ui/base';
import { Chip, List, ListItem, ListItemText } from 'shared/ui/extra';
import { errorMessage, LoadError, MESSAGES, toast, useAction, type SessionSummary } from 'shared';
import { SESSION_MESSAGES } from 'shared/users';
import { SESSION_LABELS as L } from '../../../config/labels';
import { endOtherSessions } from '../api/end-other-sessions';
import { endSession } from '../api/end-session';
import { useSessions } from '../api/list-sessions';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Profile → Security: where the user is logged in (started, last active, browser, address), this
 * session marked; any other one can be ended, or all of them at once (docs/security/sessions.md).
 */
export function SessionsSection() {
  const sessions = useSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);
  const end = useAction(async (session: SessionSummary) => {
    try {
      await endSession(session.id);
      toast.success(SESSION_MESSAGES.ended);
    } catch (error) {
      toast.warning(errorMessage(error, MESSAGES.systemErrorToast));
    }
    sessions.retry();
  });
  const endAll = useAction(async () => {
    try {
      toast.success(SESSION_MESSAGES.endedOthers(await endOtherSessions()));
    } catch (error) {
      toast.warning(errorMessage(error, MESSAGES.systemErrorToast));
    }
    sessions.retry();
  });
  const busy = end.busy || endAll.busy;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="sessions-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="sessions-heading" variant="h5" component="h2">
          {L.title}
        </Typography>
        <Button variant="outlined" color="error" disabled={busy || others.length === 0} onClick={() => void endAll.run()}>
          {L.endOthers}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {L.intro}
      </Typography>
      {sessions.error ? (
        <LoadError onRetry={sessions.retry} sx={{ mt: 2 }}>
          {errorMessage(sessions.error, SESSION_MESSAGES.loadFailed)}
        </LoadError>
      ) : null}
      {sessions.loading && !sessions.data ? <Typography sx={{ mt: 2 }}>{L.title}…</Typography> : null}
      {sessions.data ? (
        <List aria-labelledby="sessions-heading">
          {sessions.data.map((session) => (
            <ListItem key={session.id} divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <ListItemText
                sx={{ minWidth: 0, flex: '1 1 16rem' }}
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{session.browser ?? L.unknownBrowser}</span>
                    {session.current ? <Chip size="small" color="primary" label={L.thisSession} /> : null}
                  </Box>
                }
                secondary={`${session.address ?? L.unknownAddress} · ${L.started} ${when(session.createdAt)} · ${L.lastActive} ${when(session.lastActiveAt)}`}
              />
              {session.current ? null : (
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  aria-label={L.endNamed(session.browser ?? L.unknownBrowser)}
                  onClick={() => void end.run(session)}
                >
                  {L.end}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      ) : null}
      {sessions.data && others.length === 0 ? <Typography sx={{ mt: 1 }}>{L.noOthers}</Typography> : null}
    </Paper>
  );
}
