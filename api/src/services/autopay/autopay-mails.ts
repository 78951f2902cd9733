import { displayRequestDate, formatCents, type AutopayRunState } from 'shared/server';
import type { AutopayEnrolmentRow } from '../../repositories/autopay-repository';
import type { DueDocument } from './due-documents';

/**
 * AutoPay's mails (docs/product/autopay.md#mails): the advance notice before a run, and the
 * result after it. Plain text, as the other mails the jobs send.
 */

/** YYYY-MM-DD as the portal shows dates (MM/DD/YYYY). */
const shown = (day: string) => displayRequestDate(`${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`);

const lineOf = (d: DueDocument, currency: string) =>
  `- Invoice ${d.number}, due ${displayRequestDate(d.document.due_date)}: ${formatCents(d.cents, currency)}`;

export function noticeMail(input: {
  enrolment: AutopayEnrolmentRow;
  day: string;
  documents: readonly DueDocument[];
  totalCents: number;
  currency: string;
  cardExpiresOn: string | null;
  link: string;
}): { subject: string; text: string } {
  const { enrolment, day, documents, totalCents, currency, link } = input;
  const over = enrolment.maximum_cents !== null && totalCents > Number(enrolment.maximum_cents);
  const lines = [
    `AutoPay will pay ${documents.length === 1 ? 'this invoice' : `these ${documents.length} invoices`} of account ${enrolment.account} on ${shown(day)} with ${enrolment.method_name}:`,
    documents.map((d) => lineOf(d, currency)).join('\n'),
    `Total: ${formatCents(totalCents, currency)}`,
    over
      ? `This is above your AutoPay maximum of ${formatCents(Number(enrolment.maximum_cents), currency)}: nothing will be charged that day unless the total falls to the maximum. Pay these invoices yourself, or raise the maximum.`
      : '',
    input.cardExpiresOn && input.cardExpiresOn <= day
      ? `The card expires on ${shown(input.cardExpiresOn)}, before this payment: add your new card and switch AutoPay to it.`
      : input.cardExpiresOn
        ? `The card expires on ${shown(input.cardExpiresOn)}: add your new card and switch AutoPay to it.`
        : '',
    'An invoice you pay before then is left out. To pause, change or stop AutoPay:',
    link,
  ].filter((line) => line !== '');
  const subject = over
    ? `AutoPay will not pay ${formatCents(totalCents, currency)} for account ${enrolment.account} on ${shown(day)}: above your maximum`
    : `AutoPay will pay ${formatCents(totalCents, currency)} for account ${enrolment.account} on ${shown(day)}`;
  return { subject, text: lines.join('\n\n') };
}

const HEADLINE: Record<Exclude<AutopayRunState, 'running'>, string> = {
  charged: 'was made',
  failed: 'could not be made',
  unknown: 'is being checked',
  over_maximum: 'was not made: the total is above your maximum',
  skipped: 'was not needed',
};

const NEXT_STEP: Record<Exclude<AutopayRunState, 'running'>, string> = {
  charged: 'The receipt is in a separate mail and in your payment history.',
  failed: 'Nothing was charged. Pay these invoices yourself, and check the payment method AutoPay uses.',
  unknown: 'We are checking the outcome with our billing system. Do not pay these invoices again until your payment history shows the result.',
  over_maximum: 'Nothing was charged. Pay these invoices yourself, or raise the maximum for the next ones.',
  skipped: 'Nothing was charged.',
};

export function resultMail(input: {
  enrolment: AutopayEnrolmentRow;
  day: string;
  state: Exclude<AutopayRunState, 'running'>;
  documents: readonly { number: string; cents: number }[];
  totalCents: number;
  currency: string;
  why?: string;
  links: { autopay: string; history: string };
}): { subject: string; text: string } {
  const { enrolment, day, state, currency } = input;
  const lines = [
    `The AutoPay payment of ${shown(day)} for account ${enrolment.account} ${HEADLINE[state]}.`,
    input.documents.map((d) => `- Invoice ${d.number}: ${formatCents(d.cents, currency)}`).join('\n'),
    `Total: ${formatCents(input.totalCents, currency)}`,
    state === 'over_maximum' && enrolment.maximum_cents !== null ? `Your maximum: ${formatCents(Number(enrolment.maximum_cents), currency)}` : '',
    input.why ?? '',
    NEXT_STEP[state],
    `Your payment history: ${input.links.history}`,
    `Your AutoPay: ${input.links.autopay}`,
  ].filter((line) => line !== '');
  return { subject: `Your AutoPay payment of ${shown(day)} ${HEADLINE[state]}`, text: lines.join('\n\n') };
}
