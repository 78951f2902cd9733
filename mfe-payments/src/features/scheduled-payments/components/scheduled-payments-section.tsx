import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from 'shared/ui/base';
import { errorMessage, formatCents, toast, useAction, type ScheduledPayment } from 'shared';
import { SCHEDULED_LABELS } from '../../../config/scheduled-labels';
import { cancelScheduledPayment, moveScheduledPayment, useScheduledPayments } from '../api/scheduled-payments';
import { localToday, scheduleDateMessage, ScheduleDateField, type ScheduleDate } from '../../../components/schedule-date-field';

/** One scheduled payment: its day, account, amount, method, documents and state; Cancel and Change date while it has not run. */
function ScheduledLine({ item, reload }: { item: ScheduledPayment; reload: () => void }) {
  const [moving, setMoving] = useState<ScheduleDate | null>(null);
  const today = localToday();
  const cancel = useAction(async () => {
    try {
      await cancelScheduledPayment(item.Id);
      toast.success(SCHEDULED_LABELS.cancelled);
      reload();
    } catch (error) {
      toast.error(errorMessage(error, SCHEDULED_LABELS.failedToChange));
    }
  });
  const move = useAction(async () => {
    if (!moving) return;
    try {
      await moveScheduledPayment(item.Id, moving.day, moving.confirmLate);
      toast.success(SCHEDULED_LABELS.moved(moving.day));
      setMoving(null);
      reload();
    } catch (error) {
      toast.error(errorMessage(error, SCHEDULED_LABELS.failedToChange));
    }
  });
  const open = item.State === 'scheduled';
  const next = SCHEDULED_LABELS.nextStep[item.State];
  return (
    <Paper variant="outlined" component="li" data-testid="scheduled-line" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>{item.ScheduledDate}</Typography>
        <Typography>{item.Account}</Typography>
        <Typography>{formatCents(item.AmountCents, item.Currency || 'USD')}</Typography>
        <Typography>{item.Method}</Typography>
        <Typography>{item.Documents.join(', ')}</Typography>
        <Typography data-testid="scheduled-state" sx={{ fontWeight: 600 }}>
          {SCHEDULED_LABELS.states[item.State]}
        </Typography>
      </Box>
      {item.MadeBy && <Typography variant="body2" color="text.secondary">{SCHEDULED_LABELS.actedBy(item.MadeBy)}</Typography>}
      {item.Skipped.length > 0 && <Typography variant="body2">{SCHEDULED_LABELS.skipped(item.Skipped.join(', '))}</Typography>}
      {next && <Alert severity={item.State === 'failed' ? 'error' : 'info'} sx={{ mt: 1 }}>{next}</Alert>}
      {open && !moving && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setMoving({ day: '', confirmLate: false })} disabled={cancel.busy}>
            {SCHEDULED_LABELS.changeDate}
          </Button>
          <Button size="small" color="error" onClick={() => void cancel.run()} disabled={cancel.busy}>
            {cancel.busy ? SCHEDULED_LABELS.cancelling : SCHEDULED_LABELS.cancel}
          </Button>
        </Stack>
      )}
      {open && moving && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {/* The due dates are the ERP's: the server checks them again and answers in words when the day is late. */}
          <ScheduleDateField label={SCHEDULED_LABELS.newDate} value={moving} onChange={setMoving} today={today} earliestDue={null} disabled={move.busy} />
          <Button variant="contained" size="small" onClick={() => void move.run()} disabled={move.busy || scheduleDateMessage(moving, today, null) !== null}>
            {SCHEDULED_LABELS.save}
          </Button>
          <Button size="small" onClick={() => setMoving(null)} disabled={move.busy}>
            {SCHEDULED_LABELS.close}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** The history's scheduled payments, above the charges (docs/product/scheduled-payments.md); nothing when there are none. */
export function ScheduledPaymentsSection() {
  const { data, retry } = useScheduledPayments();
  const items = data?.Items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="scheduled-heading" sx={{ mb: 3 }}>
      <Typography id="scheduled-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {SCHEDULED_LABELS.heading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {items.map((item) => (
          <ScheduledLine key={item.Id} item={item} reload={retry} />
        ))}
      </Stack>
    </Box>
  );
}
