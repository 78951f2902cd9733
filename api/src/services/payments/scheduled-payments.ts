import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  cvvRequired,
  earliestDueDay,
  paymentMethodName,
  SCHEDULE_DATE_TEXTS,
  scheduleDateProblem,
  stripLeadingZeros,
  toCents,
  type PaymentBody,
  type ScheduledPayment,
  type ScheduledPaymentBody,
} from 'shared/server';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { ScheduledPaymentRow } from '../../repositories/scheduled-payments-repository';
import { loadAccountAccess } from '../access/account-access';
import type { Acting } from '../access/acting-user';
import { loadCustomizing } from '../customer/payment-configuration';
import { zonedDate, zonedInstant } from '../jobs/schedule';
import { savedMethods } from '../payment-methods/saved-methods';
import { historyScope } from '../payment-history/history';
import { assertMayPay, staffName } from './authorize';
import { preparePayment } from './prepare-charge';

/**
 * Scheduled payments (docs/product/scheduled-payments.md, issue 25 §2): checked as paying now is
 * (the pipeline's prepare step: ownership, the shared payment rules, the token), plus the day, a
 * saved method, and no CVV. The run is scheduled-payment-run.ts.
 */

export const SCHEDULED_PAYMENT_JOB = 'scheduled-payment';
/** The run's time on its day, company time: early, as the other daily jobs (docs/architecture/jobs.md). */
export const SCHEDULED_RUN_HOUR = 6;

const refuse = (key: keyof typeof SCHEDULE_DATE_TEXTS, reason: string) => new ApiError(422, SCHEDULE_DATE_TEXTS[key], reason);

/** The company's today, as the queue's clock and time zone have it. */
export const companyToday = (app: FastifyInstance, at: Date = app.jobs.clock.now()) => zonedDate(at, app.jobs.timeZone);

/** The instant a day's run is due (SCHEDULED_RUN_HOUR, company time). */
function runAtOf(app: FastifyInstance, day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedInstant(app.jobs.timeZone, year, month, date, SCHEDULED_RUN_HOUR, 0);
}

/** One job per schedule and day: a new day is a new job; the old one finds the row not due and does nothing. */
function enqueueRun(app: FastifyInstance, id: number, day: string, q: Queryable) {
  return app.jobs.enqueue(
    { name: SCHEDULED_PAYMENT_JOB, uniqueKey: `${SCHEDULED_PAYMENT_JOB}-${id}@${day}`, payload: { scheduleId: id }, runAt: runAtOf(app, day) },
    q,
  );
}

const notFound = () => new ApiError(404, 'This scheduled payment does not exist.', 'not_found');

function dateProblem(app: FastifyInstance, day: string, dueDates: readonly string[], confirmLate: boolean | undefined): ApiError | null {
  const problem = scheduleDateProblem({ date: day, today: companyToday(app), earliestDue: earliestDueDay(dueDates), confirmLate });
  if (!problem) return null;
  return refuse(problem, problem === 'afterDueDate' ? 'late_date_unconfirmed' : 'schedule_date');
}

/** POST /api/payments/scheduled: every rule of paying now, then the day; stored without a CVV. */
export async function createSchedule(
  app: FastifyInstance,
  acting: Acting,
  input: ScheduledPaymentBody,
  brandId: number | null,
  log: FastifyBaseLogger,
): Promise<ScheduledPayment> {
  assertMayPay(acting);
  const { scheduled_date: day, confirmLateDate, ...paying } = input;
  // The CVV is never kept (docs/security/payment-tokens.md): what is stored and run has none.
  const { card_validation_code: _cvv, ...detail } = paying.payment_detail;
  const body: PaymentBody = { ...paying, payment_detail: detail };
  const companyCode = body.payer_data.company_code.trim();
  const method = detail.payment_method.trim().toUpperCase();
  const customizing = await loadCustomizing(app, companyCode);
  // A company that needs a CVV for each card payment cannot be paid by card without a person present.
  if (method !== 'EC' && cvvRequired(customizing.generel_data, method)) throw refuse('cvvNeeded', 'cvv_required');

  const access = await loadAccountAccess(app, acting);
  const soldTos: string[] = [];
  const dueDates: string[] = [];
  const prepared = await preparePayment(app, access, body, log, soldTos, dueDates);
  const token = prepared.payment_detail.payment_card_token;
  const saved = await savedMethods(app, prepared.payer_data.customer_number, prepared.payer_data.company_code, log);
  if (!saved.some((m) => m.payment_card_token === token && (m.payment_card_type === 'EC') === (method === 'EC'))) {
    throw refuse('savedMethodNeeded', 'saved_method_required');
  }
  const problem = dateProblem(app, day, dueDates, confirmLateDate);
  if (problem) throw problem;

  const id = await app.db.transaction(async (tx) => {
    const created = await app.scheduledPaymentsRepository.insert(
      {
        userId: acting.caller.user_id,
        targetUserId: acting.user.user_id,
        account: stripLeadingZeros(prepared.payer_data.customer_number),
        companyCode: prepared.payer_data.company_code,
        soldTos,
        brandId,
        body,
        scheduledDate: day,
      },
      tx,
    );
    await enqueueRun(app, created, day, tx);
    return created;
  });
  if (acting.impersonating) {
    await app.auditLog.recordActing(acting.caller.user_id, acting.user.user_id, 'impersonated_scheduled_payment', { scheduleId: id, day });
  }
  return viewOf((await app.scheduledPaymentsRepository.find(id))!);
}

/** A schedule of the acting user's scope, else 404 (an id tells nothing, as the history's receipts). */
async function ownSchedule(app: FastifyInstance, acting: Acting, id: string): Promise<ScheduledPaymentRow> {
  const scope = await historyScope(app, acting);
  const row = await app.scheduledPaymentsRepository.find(id);
  if (!row || !scope.accounts.includes(row.account) || !row.soldtos.every((s) => scope.soldTos.includes(s))) throw notFound();
  return row;
}

const notChangeable = () => new ApiError(409, SCHEDULE_DATE_TEXTS.notChangeable, 'schedule_not_changeable');

/** GET /api/payments/scheduled: those to run, and those of the last 60 days. */
export async function listSchedules(app: FastifyInstance, acting: Acting): Promise<ScheduledPayment[]> {
  const scope = await historyScope(app, acting);
  const since = zonedDate(new Date(app.jobs.clock.now().getTime() - 60 * 86_400_000), app.jobs.timeZone);
  return (await app.scheduledPaymentsRepository.list(scope, since)).map(viewOf);
}

/** PATCH: a new day, checked as a new schedule's against the documents' due dates now. */
export async function rescheduleSchedule(
  app: FastifyInstance,
  acting: Acting,
  id: string,
  change: { scheduled_date: string; confirmLateDate?: boolean },
  log: FastifyBaseLogger,
): Promise<ScheduledPayment> {
  assertMayPay(acting);
  const row = await ownSchedule(app, acting, id);
  if (row.state !== 'scheduled') throw notChangeable();
  const body = row.body as PaymentBody;
  const dueDates: string[] = [];
  // The documents as the ERP has them now: the rules again, and their due dates.
  await preparePayment(app, await loadAccountAccess(app, acting), body, log, [], dueDates);
  const problem = dateProblem(app, change.scheduled_date, dueDates, change.confirmLateDate);
  if (problem) throw problem;
  const moved = await app.db.transaction(async (tx) => {
    if (!(await app.scheduledPaymentsRepository.reschedule(row.id, change.scheduled_date, tx))) return false;
    await enqueueRun(app, row.id, change.scheduled_date, tx);
    return true;
  });
  if (!moved) throw notChangeable();
  return viewOf((await app.scheduledPaymentsRepository.find(row.id))!);
}

/** DELETE: cancels one that has not started to run. */
export async function cancelSchedule(app: FastifyInstance, acting: Acting, id: string): Promise<ScheduledPayment> {
  assertMayPay(acting);
  const row = await ownSchedule(app, acting, id);
  if (!(await app.scheduledPaymentsRepository.cancel(row.id))) throw notChangeable();
  return viewOf((await app.scheduledPaymentsRepository.find(row.id))!);
}

/** A row as the page shows it: the amount in integer cents, never a float. */
export function viewOf(row: ScheduledPaymentRow): ScheduledPayment {
  const body = row.body as PaymentBody;
  const detail = body.payment_detail;
  return {
    Id: String(row.id),
    ScheduledDate: row.scheduled_date,
    State: row.state,
    Account: row.account,
    CompanyCode: row.company_code,
    AmountCents: body.documents.reduce((sum, d) => sum + toCents(d.amount_to_process), 0),
    Currency: (body.documents[0]?.currency_key ?? '').trim(),
    Method: paymentMethodName(detail.payment_card_type.trim().toUpperCase() as Parameters<typeof paymentMethodName>[0], detail.payment_card_token),
    Documents: body.documents.map((d) => stripLeadingZeros(d.billing_document_number.trim())),
    Skipped: row.skipped,
    PaymentId: row.payment_attempt_id === null ? null : String(row.payment_attempt_id),
    CreatedAt: row.created_at.toISOString(),
    MadeBy:
      row.user_id === row.target_user_id
        ? null
        : row.staff_login === null
          ? 'A former staff member'
          : staffName({ first_name: row.staff_first_name ?? '', last_name: row.staff_last_name ?? '', login: row.staff_login }),
  };
}
