import { Alert, Box, Link, Typography } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';
import { formatCents, type AutopayEnrolment } from 'shared';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';
import { PATHS } from '../../../config/paths';
import { formatLocalTime } from '../../../lib/local-time';

const when = (e: AutopayEnrolment) => (e.Timing === 'due' ? AUTOPAY_LABELS.onDueDate : AUTOPAY_LABELS.daysBefore(e.DaysBefore));

/** A day (YYYY-MM-DD) as the portal shows dates, MM/DD/YYYY (docs/product/constants.md). */
const shownDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}` : day);

/** The acceptance's moment as the browser's clock reads it; the stored text when it is no date. */
function acceptedAt(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatLocalTime(date);
}

/** One enrolment as the customer reads it: method, timing, maximum, state, acceptance and last run (docs/product/autopay.md#the-page). */
export function EnrolmentDetails({ enrolment: e }: { enrolment: AutopayEnrolment }) {
  const currency = e.LastRun?.Currency || 'USD';
  const rows: [string, string][] = [
    [AUTOPAY_LABELS.method, e.Method],
    [AUTOPAY_LABELS.when, when(e)],
    [AUTOPAY_LABELS.maximum, e.MaximumCents === null ? AUTOPAY_LABELS.noMaximum : formatCents(e.MaximumCents, currency)],
    [AUTOPAY_LABELS.state, AUTOPAY_LABELS.states[e.State]],
    [AUTOPAY_LABELS.accepted, AUTOPAY_LABELS.acceptedBy(e.AcceptedBy, acceptedAt(e.AcceptedAt), e.AgreementVersion)],
    [
      AUTOPAY_LABELS.lastRun,
      e.LastRun
        ? `${shownDay(e.LastRun.Date)}: ${AUTOPAY_LABELS.runStates[e.LastRun.State]}, ${formatCents(e.LastRun.TotalCents, e.LastRun.Currency || 'USD')}`
        : AUTOPAY_LABELS.noRunYet,
    ],
  ];
  const warning = e.MethodMissing ? AUTOPAY_LABELS.methodMissing(e.Method) : e.CardExpiresOn ? AUTOPAY_LABELS.cardExpires(e.Method, shownDay(e.CardExpiresOn)) : null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {warning && (
        <Alert severity="warning" data-testid="autopay-warning">
          {warning}{' '}
          <Link component={RouterLink} to={PATHS.paymentMethods}>
            {AUTOPAY_LABELS.paymentMethodsLink}
          </Link>
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 } }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
