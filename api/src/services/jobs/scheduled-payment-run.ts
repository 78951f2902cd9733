import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { canBePaid, formatCents, keyOf, stripLeadingZeros, toCents, type PaymentBody } from 'shared/server';
import type { ScheduledPaymentRow } from '../../repositories/scheduled-payments-repository';
import { loadAccountAccess } from '../access/account-access';
import type { Acting } from '../access/acting-user';
import { findOwnDocuments } from '../invoices/invoice-search';
import { OUTCOME_UNKNOWN, type Outcome } from '../payments/ledger-outcome';
import { payInvoicesAs } from '../payments/pipeline';
import { companyToday } from '../payments/scheduled-payments';
import { portalLink } from '../registration/registration-mail';

/** The ledger's key of a schedule's charge: one per schedule, so a retry can never charge twice. */
export const scheduleKey = (id: number) => `schedule-${id}`;

type RunState = 'charged' | 'failed' | 'unknown' | 'skipped';

/**
 * One scheduled payment's run (docs/product/scheduled-payments.md#the-run), a job of the queue on
 * its day. The row is taken (scheduled → running) only when its company day has come, so a run
 * before its day, after a cancel, or after it ran does nothing. Documents paid or cleared since are
 * skipped (the ERP is asked, as the pipeline asks it); the rest is charged through the pipeline and
 * ledger under `schedule-<id>`. What is charged is kept before the ERP is asked: a retry after a
 * crash sends the same body under the same key, which the ledger replays (or settles with the ERP)
 * instead of charging again. The outcome and its mail are recorded once, in one transaction.
 * An ERP that cannot be reached before anything is charged throws: the queue retries the run.
 */
export async function runScheduledPayment(app: FastifyInstance, scheduleId: number, now: Date, log: FastifyBaseLogger): Promise<RunState | 'not-due'> {
  const repo = app.scheduledPaymentsRepository;
  if (!(await repo.startRun(scheduleId, companyToday(app, now)))) return 'not-due';
  const row = (await repo.find(scheduleId))!;
  const [caller, user] = await Promise.all([app.usersRepository.findById(row.user_id), app.usersRepository.findById(row.target_user_id)]);
  if (!caller || !user) {
    await finish(app, row, { state: 'failed', skipped: [], paymentAttemptId: null }, user?.email ?? null);
    return 'failed';
  }
  const acting: Acting = { caller, user, impersonating: caller.user_id !== user.user_id };

  let charge = row.charge_body as PaymentBody | null;
  let skipped = row.skipped;
  if (charge === null) {
    ({ charge, skipped } = await leaveOutPaid(app, acting, row.body as PaymentBody));
    await repo.plan(row.id, skipped, charge);
  }
  if (charge.documents.length === 0) {
    await finish(app, row, { state: 'skipped', skipped, paymentAttemptId: null }, user.email);
    return 'skipped';
  }

  const key = scheduleKey(row.id);
  let outcome: Outcome;
  try {
    outcome = await payInvoicesAs(app, { acting, key, brandId: row.brand_id, log }, charge);
  } catch (error) {
    // Refused before the ledger was written (who may pay): nothing was charged.
    log.warn({ err: error, scheduleId: row.id }, 'scheduled payment refused');
    outcome = { httpStatus: (error as { statusCode?: number }).statusCode ?? 500, body: null };
  }
  // Another server still runs this charge: the queue retries, and the ledger answers then.
  if (outcome.httpStatus === 409) throw new Error(`scheduled payment ${row.id}: its charge is still pending`);
  const attempt = await app.paymentAttemptsRepository.find(caller.user_id, key);
  const state = stateOf(outcome);
  await finish(app, row, { state, skipped, paymentAttemptId: attempt?.erp_called ? attempt.id : null }, user.email);
  return state;
}

/** The documents still to pay, and those skipped because the ERP shows them paid or cleared since. */
async function leaveOutPaid(app: FastifyInstance, acting: Acting, body: PaymentBody): Promise<{ charge: PaymentBody; skipped: string[] }> {
  const access = await loadAccountAccess(app, acting);
  const payer = { number: body.payer_data.customer_number.trim(), companyCode: body.payer_data.company_code.trim() };
  const found = await findOwnDocuments(
    app,
    access,
    body.documents.map((d) => d.billing_document_number),
    payer,
  );
  // Skipped: a document the ERP shows paid or cleared. One it does not show at all is left in, so
  // the pipeline refuses it (403) and the run fails and says so, rather than passing for paid.
  const paidSince = (row: PaymentBody['documents'][number]) => {
    const match = found.find(
      (d) =>
        keyOf(d) === keyOf(row) &&
        (!row.line_item_in_the_relevant_invoice || d.line_item_in_the_relevant_invoice === row.line_item_in_the_relevant_invoice),
    );
    return match !== undefined && (!canBePaid(match) || toCents(match.open_amount) === 0);
  };
  const documents = body.documents.filter((d) => !paidSince(d));
  const skipped = body.documents.filter(paidSince).map((d) => stripLeadingZeros(d.billing_document_number.trim()));
  return { charge: { ...body, documents }, skipped };
}

/** Charged when the ERP confirmed at least one line (S); unknown while only the ERP knows; else failed. */
export function stateOf(outcome: Outcome): 'charged' | 'failed' | 'unknown' {
  const body = outcome.body as { status?: { message_type?: string }[]; reason?: string } | null;
  if (outcome.httpStatus === 200) return Array.isArray(body?.status) && body.status.some((s) => s.message_type === 'S') ? 'charged' : 'failed';
  return body?.reason === OUTCOME_UNKNOWN ? 'unknown' : 'failed';
}

const NEXT_STEP: Record<RunState, string> = {
  charged: 'The receipt is in a separate mail and in your payment history.',
  failed: 'Nothing was charged. Open your payment history to see why, then pay the documents again or choose another payment method.',
  unknown: 'We are checking the outcome with our billing system. Do not pay these documents again until your payment history shows the result.',
  skipped: 'Nothing was charged: every document had been paid or cleared already.',
};
const HEADLINE: Record<RunState, string> = {
  charged: 'was made',
  failed: 'could not be made',
  unknown: 'is being checked',
  skipped: 'was not needed',
};

/** The outcome, with its mail to the customer, recorded once: a second run that lost the row sends nothing. */
async function finish(
  app: FastifyInstance,
  row: ScheduledPaymentRow,
  outcome: { state: RunState; skipped: string[]; paymentAttemptId: number | null },
  to: string | null,
): Promise<void> {
  const body = row.body as PaymentBody;
  const link = portalLink(await app.systemConfigRepository.get(), '/payments');
  const cents = body.documents.filter((d) => !outcome.skipped.includes(stripLeadingZeros(d.billing_document_number.trim()))).reduce((sum, d) => sum + toCents(d.amount_to_process), 0);
  const currency = (body.documents[0]?.currency_key ?? '').trim();
  const subject = `Your scheduled payment of ${row.scheduled_date} ${HEADLINE[outcome.state]}`;
  const lines = [
    `Your payment scheduled for ${row.scheduled_date} for account ${row.account} ${HEADLINE[outcome.state]}.`,
    outcome.state === 'skipped' ? '' : `Amount: ${formatCents(cents, currency || 'USD')}`,
    outcome.skipped.length > 0 ? `Skipped, paid or cleared since it was scheduled: ${outcome.skipped.join(', ')}.` : '',
    NEXT_STEP[outcome.state],
    `Your payment history: ${link}`,
  ].filter((line) => line !== '');
  const recorded = await app.db.transaction(async (tx) => {
    if (!(await app.scheduledPaymentsRepository.finishRun(row.id, outcome, tx))) return false;
    if (to) await app.mailOutboxRepository.enqueue({ kind: 'scheduled_payment', to, bcc: '', subject, text: lines.join('\n\n') }, tx);
    return true;
  });
  if (recorded && to) app.mailWorker.kick();
}
