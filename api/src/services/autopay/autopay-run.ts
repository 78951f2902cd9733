import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  AUTOPAY_TEXTS,
  centsToDecimal,
  paymentLineOf,
  stripLeadingZeros,
  toCents,
  totalCents,
  type AutopayRunState,
  type PaymentBody,
  type PaymentCard,
} from 'shared/server';
import type { Queryable } from '../../db/database';
import type { AutopayEnrolmentRow, AutopayRunRow } from '../../repositories/autopay-repository';
import { loadAccountAccess } from '../access/account-access';
import { autopaySettings } from '../config/autopay-settings';
import { stateOf } from '../jobs/scheduled-payment-run';
import { zonedDate } from '../jobs/schedule';
import { savedMethods } from '../payment-methods/saved-methods';
import { payInvoicesAs } from '../payments/pipeline';
import { portalLink } from '../registration/registration-mail';
import { resultMail } from './autopay-mails';
import { dueDocuments, runWindow, type DueDocument } from './due-documents';
import { sendNotices } from './autopay-notice';
import { autopayMethodRule } from './method-rule';
import { AUTOPAY_PATH, customerOf } from './run-as';

/** The ledger's key of one enrolment's run on one day: a retry can never charge twice. */
export const autopayKey = (enrolmentId: number, day: string) => `autopay-${enrolmentId}-${day}`;

type Finished = Exclude<AutopayRunState, 'running'>;

/**
 * The daily AutoPay job (docs/product/autopay.md#the-run, docs/architecture/jobs.md): for each
 * active enrolment, the advance notices, then the run of the invoices whose AutoPay day has come.
 * Runs left running by a crash are finished first. An enrolment the ERP could not be read for
 * fails the job after the others are done, and the queue retries it; notices and runs are
 * recorded once per day, so a retry repeats nothing.
 */
export async function runAutopay(app: FastifyInstance, now: Date, log: FastifyBaseLogger): Promise<{ notices: number; runs: number }> {
  const today = zonedDate(now, app.jobs.timeZone);
  const settings = autopaySettings(await app.systemConfigRepository.get());
  let notices = 0;
  let runs = 0;
  let failures = 0;
  for (const left of await app.autopayRepository.runningCharges()) {
    try {
      await charge(app, (await app.autopayRepository.find(left.enrolment_id))!, left, log);
      runs += 1;
    } catch (error) {
      failures += 1;
      log.warn({ err: error, enrolmentId: left.enrolment_id }, 'AutoPay charge left running not finished; retried');
    }
  }
  for (const enrolment of await app.autopayRepository.active()) {
    try {
      notices += await sendNotices(app, enrolment, { today, noticeDays: settings.noticeDays }, log);
      if (await runDay(app, enrolment, today, log)) runs += 1;
    } catch (error) {
      failures += 1;
      log.warn({ err: error, enrolmentId: enrolment.id }, 'AutoPay not run for an enrolment; retried');
    }
  }
  log.info({ notices, runs, failures }, 'AutoPay');
  if (failures > 0) throw new Error(`AutoPay: ${failures} enrolment(s) could not be run`);
  return { notices, runs };
}

/** Why the saved method cannot be charged without the customer, or null. */
async function methodProblem(app: FastifyInstance, enrolment: AutopayEnrolmentRow, method: PaymentCard | undefined): Promise<string | null> {
  if (!method) return 'The payment method AutoPay uses is no longer saved for this account.';
  const rule = await autopayMethodRule(app, enrolment.company_code, method.payment_card_type);
  return rule && AUTOPAY_TEXTS[rule];
}

/** What a payment request sends of a saved method: its token and identity, never a CVV. */
function detailOf(method: PaymentCard): PaymentBody['payment_detail'] {
  const eCheck = method.payment_card_type === 'EC';
  return {
    payment_method: eCheck ? 'EC' : 'CC',
    payment_card_type: method.payment_card_type,
    payment_card_token: method.payment_card_token,
    payment_card_name: method.payment_card_name,
    ...(eCheck
      ? { electronic_check_account_type: method.electronic_check_account_type ?? '', electronic_check_rdfi_number: method.electronic_check_rdfi_number ?? '' }
      : {}),
    ...(method.valid_to ? { valid_to: method.valid_to } : {}),
  };
}

/**
 * One enrolment's run on `today`: the invoices whose AutoPay day has come (caught up a few days
 * back, never before enrolling) and no earlier run took on. Above the maximum, or with a method
 * that cannot be charged, nothing is charged and the customer is told; else the run is recorded
 * with its body, then charged. False when there was nothing to do.
 */
async function runDay(app: FastifyInstance, enrolment: AutopayEnrolmentRow, today: string, log: FastifyBaseLogger): Promise<boolean> {
  if (await app.autopayRepository.findRun(enrolment.id, today, 'charge')) return false;
  const acting = await customerOf(app, enrolment);
  const access = acting ? await loadAccountAccess(app, acting) : null;
  const window = runWindow(enrolment, today);
  const handled = await app.autopayRepository.handledDocuments(enrolment.id);
  const due = access ? (await dueDocuments(app, access, enrolment, window.from, window.to)).filter((d) => !handled.has(d.number)) : [];
  if (due.length === 0) return false;
  const total = totalCents(due.map((d) => d.cents));
  const currency = due[0]!.document.currency_key.trim();
  const record = (state: AutopayRunRow['state'], body: PaymentBody | null, q = app.db) =>
    app.autopayRepository.insertRun(
      { enrolmentId: enrolment.id, day: today, kind: 'charge', state, documents: due.map((d) => d.number), totalCents: total, currency, chargeBody: body },
      q,
    );
  /** A run that charges nothing, recorded with its mail in one transaction. */
  const refuse = async (state: 'over_maximum' | 'failed', why?: string) => {
    const enqueue = await resultMailOf(app, enrolment, today, state, linesOf(due), total, currency, why);
    const recorded = await app.db.transaction(async (tx) => {
      if (!(await record(state, null, tx))) return false;
      await enqueue?.(tx);
      return true;
    });
    if (recorded) app.mailWorker.kick();
    return true;
  };

  if (enrolment.maximum_cents !== null && total > Number(enrolment.maximum_cents)) return refuse('over_maximum');
  const method = acting
    ? (await savedMethods(app, enrolment.account, enrolment.company_code, log)).find((m) => m.payment_card_token === enrolment.payment_card_token)
    : undefined;
  const problem = acting ? await methodProblem(app, enrolment, method) : 'You may no longer make payments in the portal.';
  if (problem !== null) return refuse('failed', problem);
  const body: PaymentBody = {
    payer_data: { customer_number: enrolment.account, company_code: enrolment.company_code },
    payment_detail: detailOf(method!),
    documents: due.map((d) => paymentLineOf(d.document, { amount: centsToDecimal(d.cents) }, [])),
  };
  // Recorded before the ERP is asked: another server, or a retry, finds it and resumes it instead.
  if (!(await record('running', body))) return false;
  await charge(app, enrolment, (await app.autopayRepository.findRun(enrolment.id, today, 'charge'))!, log);
  return true;
}

const linesOf = (due: readonly DueDocument[]) => due.map((d) => ({ number: d.number, cents: d.cents }));

/**
 * Charges a recorded run through the payment pipeline and ledger under its key: the first time,
 * or again after a crash, when the ledger replays the outcome (or settles it with the ERP) instead
 * of charging twice. The outcome and its mail are recorded once.
 */
async function charge(app: FastifyInstance, enrolment: AutopayEnrolmentRow, run: AutopayRunRow, log: FastifyBaseLogger): Promise<void> {
  const body = run.charge_body as PaymentBody;
  const key = autopayKey(enrolment.id, run.run_date);
  const acting = await customerOf(app, enrolment);
  let state: Finished;
  let why: string | undefined;
  if (!acting) {
    state = 'failed';
    why = 'You may no longer make payments in the portal.';
  } else {
    let outcome;
    try {
      outcome = await payInvoicesAs(app, { acting, key, brandId: null, log }, body);
    } catch (error) {
      log.warn({ err: error, enrolmentId: enrolment.id }, 'AutoPay charge refused');
      outcome = { httpStatus: (error as { statusCode?: number }).statusCode ?? 500, body: null };
    }
    // Another server still runs this charge: the queue retries, and the ledger answers then.
    if (outcome.httpStatus === 409) throw new Error(`AutoPay ${enrolment.id}: its charge is still pending`);
    state = stateOf(outcome);
  }
  const attempt = await app.paymentAttemptsRepository.find(enrolment.user_id, key);
  const lines = body.documents.map((d) => ({ number: stripLeadingZeros(d.billing_document_number.trim()), cents: toCents(d.amount_to_process) }));
  const enqueue = await resultMailOf(app, enrolment, run.run_date, state, lines, Number(run.total_cents), run.currency, why);
  const recorded = await app.db.transaction(async (tx) => {
    if (!(await app.autopayRepository.finishRun(run.id, state, attempt?.erp_called ? attempt.id : null, tx))) return false;
    await enqueue?.(tx);
    return true;
  });
  if (recorded) app.mailWorker.kick();
}

/**
 * The result mail of a run, written before the transaction that records the outcome and enqueued
 * in it: nothing inside a transaction may use the outer handle (embedded PGlite has one
 * connection, docs/architecture/data.md), so the user and the configuration are read first.
 */
async function resultMailOf(
  app: FastifyInstance,
  enrolment: AutopayEnrolmentRow,
  day: string,
  state: Finished,
  lines: readonly { number: string; cents: number }[],
  total: number,
  currency: string,
  why: string | undefined,
): Promise<((q: Queryable) => Promise<unknown>) | null> {
  const user = await app.usersRepository.findById(enrolment.user_id);
  if (!user) return null;
  const config = await app.systemConfigRepository.get();
  const mail = resultMail({
    enrolment,
    day,
    state,
    documents: lines,
    totalCents: total,
    currency,
    why,
    links: { autopay: portalLink(config, AUTOPAY_PATH), history: portalLink(config, '/payments') },
  });
  return (q) => app.mailOutboxRepository.enqueue({ kind: 'autopay_result', to: user.email, bcc: '', ...mail }, q);
}
