/**
 * The date of a scheduled payment (docs/product/scheduled-payments.md, issue 25 §2): after today,
 * at most SCHEDULE_MAX_DAYS ahead, and not after the earliest due date of the selected documents
 * unless the customer confirmed. Days are YYYY-MM-DD of the company's time zone; the page and the
 * API server check with the same function, the server with the company's today.
 */
export const SCHEDULE_MAX_DAYS = 60;

export const SCHEDULE_DATE_TEXTS = {
  required: 'Choose the date of the payment.',
  notAfterToday: 'The date must be after today.',
  tooFar: `The date can be at most ${SCHEDULE_MAX_DAYS} days ahead.`,
  afterDueDate: 'The date is after the earliest due date of the selected documents. Confirm to pay late.',
  cvvNeeded: 'A card payment cannot be scheduled for this company: each card payment needs the CVV, which is never stored. Pay now, or schedule it with an eCheck.',
  savedMethodNeeded: 'A scheduled payment needs a saved payment method.',
  notChangeable: 'This scheduled payment has already run or was cancelled.',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real YYYY-MM-DD day, else null. */
export function parseIsoDay(value: string): Date | null {
  const m = ISO_DAY.exec(value.trim());
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value.trim() ? date : null;
}

/** `day` plus `n` days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, n: number): string {
  const date = parseIsoDay(day);
  if (!date) throw new Error(`not a day: ${day}`);
  return new Date(date.getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

/** The ERP's MM-DD-YYYY (or MM/DD/YYYY) as YYYY-MM-DD; null when it is not a date. */
export function erpDayToIso(value: string | null | undefined): string | null {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec((value ?? '').trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return parseIsoDay(iso) ? iso : null;
}

/** The first and last day a payment may be scheduled on, from the company's today. */
export const scheduleDateBounds = (today: string) => ({ min: addDays(today, 1), max: addDays(today, SCHEDULE_MAX_DAYS) });

/** The earliest of the documents' due dates (ERP format), or null when none is known. */
export function earliestDueDay(dueDates: readonly (string | null | undefined)[]): string | null {
  const days = dueDates.map(erpDayToIso).filter((d): d is string => d !== null).sort();
  return days[0] ?? null;
}

export interface ScheduleDateInput {
  /** YYYY-MM-DD. */
  date: string | null | undefined;
  /** The company's today, YYYY-MM-DD. */
  today: string;
  /** The earliest due date of the selected documents, YYYY-MM-DD, or null. */
  earliestDue: string | null;
  /** The customer confirmed a date after that due date. */
  confirmLate?: boolean;
}

/** The first problem of a schedule date, or null; 'afterDueDate' is the one a confirmation lifts. */
export function scheduleDateProblem(input: ScheduleDateInput): keyof typeof SCHEDULE_DATE_TEXTS | null {
  const date = (input.date ?? '').trim();
  if (!date || !parseIsoDay(date)) return 'required';
  const { min, max } = scheduleDateBounds(input.today);
  if (date < min) return 'notAfterToday';
  if (date > max) return 'tooFar';
  if (input.earliestDue && date > input.earliestDue && !input.confirmLate) return 'afterDueDate';
  return null;
}
