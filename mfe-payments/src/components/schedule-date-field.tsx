import { useId } from 'react';
import { Box, TextField, Typography } from 'shared/ui/base';
import { SCHEDULE_DATE_TEXTS, scheduleDateBounds, scheduleDateProblem } from 'shared/payments';
import { SCHEDULED_LABELS } from '../config/scheduled-labels';

export interface ScheduleDate {
  day: string;
  confirmLate: boolean;
}

interface Props {
  label: string;
  value: ScheduleDate;
  onChange: (value: ScheduleDate) => void;
  /** The browser's today (YYYY-MM-DD); the server checks again with the company's. */
  today: string;
  /** The earliest due date of the documents (YYYY-MM-DD), or null. */
  earliestDue: string | null;
  disabled?: boolean;
}

/** The browser's today as YYYY-MM-DD. */
export const localToday = (now: Date = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The problem to show, or null; a late day is fine once confirmed (shared's scheduleDateProblem, as the server runs it). */
export function scheduleDateMessage(value: ScheduleDate, today: string, earliestDue: string | null): string | null {
  const problem = scheduleDateProblem({ date: value.day, today, earliestDue, confirmLate: value.confirmLate });
  return problem ? SCHEDULE_DATE_TEXTS[problem] : null;
}

/**
 * A scheduled payment's day (docs/product/scheduled-payments.md): after today, at most 60 days
 * ahead; a day after the earliest due date asks the customer to confirm paying late.
 */
export function ScheduleDateField({ label, value, onChange, today, earliestDue, disabled }: Props) {
  const id = useId();
  const { min, max } = scheduleDateBounds(today);
  const late = earliestDue !== null && value.day > earliestDue && value.day <= max;
  const message = value.day ? scheduleDateMessage(value, today, earliestDue) : null;
  return (
    <Box>
      <TextField
        type="date"
        label={label}
        value={value.day}
        onChange={(event) => onChange({ day: event.target.value, confirmLate: false })}
        disabled={disabled}
        error={message !== null && !late}
        helperText={message !== null && !late ? message : ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max, 'data-testid': 'schedule-date' } }}
        size="small"
      />
      {late && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <input
            id={`${id}-late`}
            type="checkbox"
            checked={value.confirmLate}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, confirmLate: event.target.checked })}
          />
          <Typography component="label" htmlFor={`${id}-late`} variant="body2" color={value.confirmLate ? 'text.primary' : 'warning.main'}>
            {SCHEDULED_LABELS.confirmLate}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
