import { parseCents } from '../format/money';

/**
 * AutoPay (docs/product/autopay.md, issue 25 §3): a customer enrols one saved method for one
 * account; each open invoice is paid on its due date or a number of days before it. The page and
 * the API server check the options with the same functions.
 */
export const AUTOPAY_TIMINGS = ['due', 'before'] as const;
export type AutopayTiming = (typeof AUTOPAY_TIMINGS)[number];

/** "N days before the due date": 1 to 30. */
export const AUTOPAY_DAYS_BEFORE = { min: 1, max: 30 } as const;
/** The advance notice's days before a run, when the configuration names none. */
export const AUTOPAY_NOTICE_DAYS_DEFAULT = 3;
export const AUTOPAY_NOTICE_DAYS = { min: 1, max: 14 } as const;
/** A document whose pay day passed while AutoPay was not running (the server down) is still paid up to this many days late. */
export const AUTOPAY_CATCH_UP_DAYS = 7;

/** The agreement when the configuration has none of its own (docs/product/autopay.md#the-agreement). */
export const AUTOPAY_DEFAULT_AGREEMENT = [
  'By enrolling in AutoPay, you authorize us to charge the payment method you chose for each open invoice of the account you chose, on its due date or the number of days before it that you chose.',
  'We will email you before each payment with the documents and the total, and again with the result.',
  'When you set a maximum, nothing is charged on a day whose total is above it; we email you instead, and you pay those documents yourself.',
  'You can pause or stop AutoPay at any time on this page. A change made after we sent the advance notice applies to the next payment.',
].join('\n\n');

export const AUTOPAY_TEXTS = {
  methodRequired: 'Choose a saved payment method.',
  savedMethodNeeded: 'AutoPay needs a saved payment method of this account.',
  methodNotTaken: 'This company does not take this payment method.',
  cvvNeeded:
    'AutoPay cannot charge a card for this company: each card payment needs the CVV, which is never stored. Choose an eCheck, or pay by card yourself.',
  daysBefore: `Enter a whole number of days from ${AUTOPAY_DAYS_BEFORE.min} to ${AUTOPAY_DAYS_BEFORE.max}.`,
  maximum: 'Enter the maximum as an amount greater than zero, such as 500.00, or leave it empty.',
  acceptRequired: 'Read the AutoPay agreement and accept it to continue.',
  agreementChanged: 'The AutoPay agreement has changed since this page loaded. Read it again and accept it.',
  staffCannotChange: "AutoPay is the customer's own agreement: staff acting for a customer can see it, but not set it up or change it.",
  notAllowed: 'You do not have permission to make payments.',
  accountTaken: 'This account already has AutoPay, set up by another user. They can change or stop it.',
  notFound: 'This AutoPay enrolment does not exist.',
  stopped: 'This AutoPay enrolment has been stopped.',
} as const;

export type AutopayProblem = keyof typeof AUTOPAY_TEXTS;

export interface AutopayOptions {
  timing: string;
  /** As typed: a whole number for 'before'; ignored for 'due'. */
  daysBefore?: string | number | null;
  /** As typed: an amount, or empty for none. */
  maximum?: string | null;
}

/** The days before the due date of valid options (0 for 'due'), else the problem. */
export function autopayDaysBefore({ timing, daysBefore }: AutopayOptions): number | 'daysBefore' {
  if (timing === 'due') return 0;
  const text = String(daysBefore ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return 'daysBefore';
  const days = Number(text);
  return days >= AUTOPAY_DAYS_BEFORE.min && days <= AUTOPAY_DAYS_BEFORE.max ? days : 'daysBefore';
}

/** The maximum per run in cents, null for none, or the problem. */
export function autopayMaximumCents(maximum: string | null | undefined): number | null | 'maximum' {
  const text = (maximum ?? '').trim();
  if (text === '') return null;
  const parsed = parseCents(text);
  return parsed.ok && parsed.cents > 0 ? parsed.cents : 'maximum';
}

/** The first problem of a form's options, or null. */
export function autopayOptionsProblem(options: AutopayOptions): AutopayProblem | null {
  if (!(AUTOPAY_TIMINGS as readonly string[]).includes(options.timing)) return 'daysBefore';
  if (autopayDaysBefore(options) === 'daysBefore') return 'daysBefore';
  return autopayMaximumCents(options.maximum) === 'maximum' ? 'maximum' : null;
}

/** A document's AutoPay day: its due day (YYYY-MM-DD) less the days before. */
export function autopayDay(dueDay: string, daysBefore: number): string {
  const date = new Date(`${dueDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date.toISOString().slice(0, 10);
}
