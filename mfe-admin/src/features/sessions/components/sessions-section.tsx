import { Box, Button, Paper, Stack, Typography } from 'shared/ui/base';
import { Chip, List, ListItem, ListItemText } from 'shared/ui/extra';
import { callApi, errorMessage, LoadError, MESSAGES, toast, useAction, useApi, type SessionSummary } from 'shared';
import { SESSION_MESSAGES } from 'shared/users';
import { SESSION_LABELS as L } from '../../../config/labels';

/** The section shows its own messages, so none of its calls raises the generic toasts. */
const quiet = { skipErrorToast: true } as const;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Profile → Security: where the user is logged in (started, last active, browser, address), this
 * session marked; any other one can be ended, or all of them at once (docs/security/sessions.md).
 */
export function SessionsSection() {
  // The user's own sessions whoever they act for.
  const sessions = useApi('GET /sessions', {}, { config: quiet, sameForEveryUser: true });
  const list = sessions.data?.sessions;
  const others = (list ?? []).filter((s) => !s.current);
  // An ended session reloads the list (the endpoints invalidate listSessions); a refusal reloads it too.
  const end = useAction(async (session: SessionSummary) => {
    try {
      await callApi('DELETE /sessions/:sessionId', { params: { sessionId: session.id } }, quiet);
      toast.success(SESSION_MESSAGES.ended);
    } catch (error) {
      toast.warning(errorMessage(error, MESSAGES.systemErrorToast));
      sessions.retry();
    }
  });
  const endAll = useAction(async () => {
    try {
      const { ended } = await callApi('POST /sessions/end-others', { body: {} }, quiet);
      toast.success(SESSION_MESSAGES.endedOthers(ended));
    } catch (error) {
      toast.warning(errorMessage(error, MESSAGES.systemErrorToast));
      sessions.retry();
    }
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
      {sessions.loading && !list ? <Typography sx={{ mt: 2 }}>{L.title}…</Typography> : null}
      {list ? (
        <List aria-labelledby="sessions-heading">
          {list.map((session) => (
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
      {list && others.length === 0 ? <Typography sx={{ mt: 1 }}>{L.noOthers}</Typography> : null}
    </Paper>
  );
}
