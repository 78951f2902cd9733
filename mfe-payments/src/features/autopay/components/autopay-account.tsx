import { useRef, useState } from 'react';
import { Box, Button, Paper, Typography } from 'shared/ui/base';
import { errorMessage, toast, useAction, type AutopayEnrolment, type AutopayOverview } from 'shared';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';
import { setAutopayState } from '../api/autopay';
import type { AutopayAccountEntry } from '../utils/autopay-accounts';
import type { UseAutopayMethods } from '../types/autopay';
import { AutopaySetup } from './autopay-setup';
import { EnrolmentDetails } from './enrolment-details';
import { StopDialog } from './stop-dialog';

interface Props {
  entry: AutopayAccountEntry;
  overview: AutopayOverview;
  useMethods: UseAutopayMethods;
  /** The enrolment the server answered (null once stopped): the page shows it at once. */
  onChanged: (entryKey: string, enrolment: AutopayEnrolment | null) => void;
}

/** One account: its enrolment with Change, Pause/Resume and Stop, or Set up AutoPay (docs/product/autopay.md#the-page). */
export function AutopayAccount({ entry, overview, useMethods, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { enrolment, item } = entry;
  const mayChange = overview.MayEnrol && (enrolment ? enrolment.MayChange : item !== null);
  const headingId = `autopay-account-${entry.key}`;

  // After a change the form or dialog is gone: focus goes back to the account, not to the page's top.
  const done = (next: AutopayEnrolment | null, message: string) => {
    onChanged(entry.key, next);
    setEditing(false);
    setStopping(false);
    toast.success(message);
    heading.current?.focus();
  };
  const toggle = useAction(async () => {
    if (!enrolment) return;
    const paused = enrolment.State === 'paused';
    try {
      done(await setAutopayState(enrolment.Id, paused ? 'active' : 'paused'), paused ? AUTOPAY_LABELS.resumed : AUTOPAY_LABELS.paused);
    } catch (error) {
      toast.error(errorMessage(error, AUTOPAY_LABELS.failed));
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid="autopay-account" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id={headingId} ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {entry.label}
      </Typography>
      {enrolment ? <EnrolmentDetails enrolment={enrolment} /> : <Typography color="text.secondary">{AUTOPAY_LABELS.notEnrolled}</Typography>}
      {mayChange && !editing && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {enrolment ? (
            <>
              {item && (
                <Button variant="outlined" onClick={() => setEditing(true)} disabled={toggle.busy}>
                  {AUTOPAY_LABELS.change}
                </Button>
              )}
              <Button variant="outlined" onClick={() => void toggle.run()} disabled={toggle.busy}>
                {enrolment.State === 'paused' ? AUTOPAY_LABELS.resume : AUTOPAY_LABELS.pause}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setStopping(true)} disabled={toggle.busy}>
                {AUTOPAY_LABELS.stop}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setEditing(true)}>
              {AUTOPAY_LABELS.setUp}
            </Button>
          )}
        </Box>
      )}
      {mayChange && editing && item && (
        <AutopaySetup
          account={item}
          agreement={overview.Agreement}
          enrolment={enrolment}
          useMethods={useMethods}
          onSaved={(saved) => done(saved, enrolment ? AUTOPAY_LABELS.changed : AUTOPAY_LABELS.enrolled)}
          onCancel={() => {
            setEditing(false);
            heading.current?.focus();
          }}
        />
      )}
      {stopping && enrolment && (
        <StopDialog enrolment={enrolment} accountLabel={entry.label} onStopped={() => done(null, AUTOPAY_LABELS.stopped)} onClose={() => setStopping(false)} />
      )}
    </Paper>
  );
}
