/**
 * When repeating work runs (docs/architecture/jobs.md#schedules). Two forms, enough for the
 * portal's timed work: `@every <n>s` (the mail outbox, the reconciliation sweep) and
 * `@daily HH:MM`, a wall-clock time in the company's time zone (reminders, scheduled payments),
 * which keeps its local hour across daylight-saving changes.
 */
export type ScheduleSpec = `@every ${number}s` | `@daily ${string}`;

const EVERY = /^@every (\d+)s$/;
const DAILY = /^@daily ([01]\d|2[0-3]):([0-5]\d)$/;

export function isScheduleSpec(spec: string): spec is ScheduleSpec {
  return EVERY.test(spec) || DAILY.test(spec);
}

/** True for an IANA zone name this runtime knows ('UTC', 'America/Chicago'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of `date` in `zone`. */
function wallClock(date: Date, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC at `date`, in milliseconds. */
function offsetMs(date: Date, zone: string): number {
  const w = wallClock(date, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (date.getTime() - date.getMilliseconds());
}

/**
 * The instant a wall-clock time of `zone` names. Date.UTC carries day overflow (the 32nd is the
 * next month's 1st). A time that a spring-forward skips lands an hour later.
 */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMs(new Date(guess), zone);
  return new Date(guess - offsetMs(new Date(first), zone));
}

/** The calendar date of `date` in `zone`, YYYY-MM-DD. */
export function zonedDate(date: Date, zone: string): string {
  const w = wallClock(date, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The first run of `spec` strictly after `after`. */
export function nextRun(spec: ScheduleSpec, after: Date, zone: string): Date {
  const every = EVERY.exec(spec);
  if (every) return new Date(after.getTime() + Math.max(1, Number(every[1])) * 1000);
  const daily = DAILY.exec(spec);
  if (!daily) throw new Error(`not a schedule: ${spec}`);
  const [hour, minute] = [Number(daily[1]), Number(daily[2])];
  const today = wallClock(after, zone);
  const candidate = zonedInstant(zone, today.year, today.month, today.day, hour, minute);
  return candidate > after ? candidate : zonedInstant(zone, today.year, today.month, today.day + 1, hour, minute);
}
