import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  AUTOPAY_TEXTS,
  autopayDaysBefore,
  autopayMaximumCents,
  paymentMethodName,
  stripLeadingZeros,
  type AutopayBody,
  type AutopayEnrolment,
  type AutopayOverview,
  type PaymentCard,
} from 'shared/server';
import { ApiError, API_TEXTS, forbidden } from '../../errors';
import { ErpUnavailableError } from '../../plugins/external/erp';
import type { AutopayEnrolmentRow, AutopayRunRow, NewEnrolment } from '../../repositories/autopay-repository';
import { canReach, companyFor, loadAccountAccess } from '../access/account-access';
import type { Acting } from '../access/acting-user';
import { autopaySettings } from '../config/autopay-settings';
import { zonedDate } from '../jobs/schedule';
import { savedMethods } from '../payment-methods/saved-methods';
import { staffName } from '../payments/authorize';
import { cardExpiryDay, expiresSoon } from './card-expiry';
import { autopayMethodRule } from './method-rule';

/**
 * AutoPay enrolments (docs/product/autopay.md): read by anyone who sees the account (staff acting
 * for a customer included); set up, changed, paused and stopped only by the customer who accepted
 * the agreement, never by staff acting for them: the agreement is the customer's own.
 */

const refuse = (status: number, key: keyof typeof AUTOPAY_TEXTS, reason: string) => new ApiError(status, AUTOPAY_TEXTS[key], reason);

/** Why the signed-in user may not enrol or change an enrolment, or null. */
function refusal(acting: Acting): ApiError | null {
  if (acting.impersonating) return refuse(403, 'staffCannotChange', 'autopay_staff');
  if (!acting.caller.permissions.includes('CanMakePayment')) return refuse(403, 'notAllowed', 'autopay_permission');
  return null;
}

const today = (app: FastifyInstance) => zonedDate(app.jobs.clock.now(), app.jobs.timeZone);

/** GET /api/autopay. */
export async function autopayOverview(app: FastifyInstance, acting: Acting, log: FastifyBaseLogger): Promise<AutopayOverview> {
  const access = await loadAccountAccess(app, acting);
  const accounts = [...new Set([...access.payers.keys(), ...access.soldTos])];
  const rows = await app.autopayRepository.listLive(accounts);
  const settings = autopaySettings(await app.systemConfigRepository.get());
  const why = refusal(acting);
  return {
    Agreement: { Text: settings.agreement, Version: settings.version },
    NoticeDays: settings.noticeDays,
    MayEnrol: why === null,
    Reason: why?.message ?? null,
    Enrolments: await viewsOf(app, acting, rows, log),
  };
}

/** PUT /api/autopay: enrols the account, or changes its enrolment; the agreement accepted again. */
export async function enrolAutopay(app: FastifyInstance, acting: Acting, body: AutopayBody, log: FastifyBaseLogger): Promise<AutopayEnrolment> {
  const why = refusal(acting);
  if (why) throw why;
  const settings = autopaySettings(await app.systemConfigRepository.get());
  if (!body.Accepted) throw refuse(422, 'acceptRequired', 'agreement_not_accepted');
  if (body.AgreementVersion !== settings.version) throw refuse(409, 'agreementChanged', 'agreement_changed');
  const daysBefore = autopayDaysBefore({ timing: body.Timing, daysBefore: body.DaysBefore });
  if (daysBefore === 'daysBefore') throw refuse(422, 'daysBefore', 'validation');
  const maximumCents = autopayMaximumCents(body.Maximum);
  if (maximumCents === 'maximum') throw refuse(422, 'maximum', 'validation');

  const access = await loadAccountAccess(app, acting);
  const account = stripLeadingZeros(body.Account.trim());
  if (!canReach(access, account)) throw forbidden(API_TEXTS.foreignAccount);
  const companyCode = companyFor(access, body.CompanyCode);
  const token = body.PaymentCardToken.trim();
  const method = (await savedMethods(app, account, companyCode, log)).find((m) => m.payment_card_token === token);
  if (!method) throw refuse(422, 'savedMethodNeeded', 'saved_method_required');
  const rule = await autopayMethodRule(app, companyCode, method.payment_card_type);
  if (rule) throw refuse(422, rule, rule === 'cvvNeeded' ? 'cvv_required' : 'method_not_taken');

  const id = await upsert(app, {
    userId: acting.caller.user_id,
    account,
    companyCode,
    token,
    cardType: method.payment_card_type,
    methodName: paymentMethodName(method.payment_card_type, token),
    timing: body.Timing,
    daysBefore,
    maximumCents,
    agreementVersion: settings.version,
    agreementText: settings.agreement,
    acceptedAt: app.jobs.clock.now(),
    enrolledOn: today(app),
  });
  if (id === null) throw refuse(409, 'accountTaken', 'autopay_account_taken');
  await app.auditLog.record(acting.caller.user_id, 'autopay_enrolled', {
    enrolmentId: id,
    account,
    companyCode,
    agreementVersion: settings.version,
    timing: body.Timing,
    daysBefore,
    maximumCents,
  });
  return (await viewsOf(app, acting, [(await app.autopayRepository.find(id))!], log, [method]))[0]!;
}

/** One live enrolment per account: a second user's, or a race the unique index lost, is null (409). */
async function upsert(app: FastifyInstance, row: NewEnrolment): Promise<number | null> {
  try {
    return await app.db.transaction((tx) => app.autopayRepository.upsert(row, tx));
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

/** An enrolment the signed-in customer may change: theirs, live, of an account they still reach. */
async function ownEnrolment(app: FastifyInstance, acting: Acting, id: string): Promise<AutopayEnrolmentRow> {
  const why = refusal(acting);
  if (why) throw why;
  const row = await app.autopayRepository.find(id);
  const access = await loadAccountAccess(app, acting);
  if (!row || !canReach(access, row.account)) throw refuse(404, 'notFound', 'not_found');
  if (row.state === 'stopped') throw refuse(409, 'stopped', 'autopay_stopped');
  if (row.user_id !== acting.caller.user_id) throw refuse(403, 'accountTaken', 'autopay_account_taken');
  return row;
}

/** PATCH /api/autopay/:enrolmentId: pause or resume. */
export async function setAutopayState(
  app: FastifyInstance,
  acting: Acting,
  id: string,
  state: 'active' | 'paused',
  log: FastifyBaseLogger,
): Promise<AutopayEnrolment> {
  const row = await ownEnrolment(app, acting, id);
  if (!(await app.autopayRepository.setState(row.id, state))) throw refuse(409, 'stopped', 'autopay_stopped');
  await app.auditLog.record(acting.caller.user_id, state === 'paused' ? 'autopay_paused' : 'autopay_resumed', { enrolmentId: row.id });
  return (await viewsOf(app, acting, [(await app.autopayRepository.find(row.id))!], log))[0]!;
}

/** DELETE /api/autopay/:enrolmentId: stops it for good; enrolling again accepts the agreement again. */
export async function stopAutopay(app: FastifyInstance, acting: Acting, id: string, log: FastifyBaseLogger): Promise<AutopayEnrolment> {
  const row = await ownEnrolment(app, acting, id);
  if (!(await app.autopayRepository.stop(row.id, acting.caller.user_id))) throw refuse(409, 'stopped', 'autopay_stopped');
  await app.auditLog.record(acting.caller.user_id, 'autopay_stopped', { enrolmentId: row.id });
  return (await viewsOf(app, acting, [(await app.autopayRepository.find(row.id))!], log))[0]!;
}

/**
 * Enrolments as the page shows them, with each method's expiry read from the ERP's saved methods
 * (an ERP out of reach leaves the warning out rather than failing the page).
 */
async function viewsOf(
  app: FastifyInstance,
  acting: Acting,
  rows: readonly AutopayEnrolmentRow[],
  log: FastifyBaseLogger,
  known?: readonly PaymentCard[],
): Promise<AutopayEnrolment[]> {
  const runs = new Map((await app.autopayRepository.lastRuns(rows.map((r) => r.id))).map((run) => [run.enrolment_id, run]));
  const day = today(app);
  const mayChange = refusal(acting) === null;
  return Promise.all(
    rows.map(async (row) => {
      let methods: readonly PaymentCard[] | null = known ?? null;
      if (!methods) {
        try {
          methods = await savedMethods(app, row.account, row.company_code, log);
        } catch (error) {
          if (!(error instanceof ErpUnavailableError) && !(error instanceof ApiError)) throw error;
          log.warn({ err: error, enrolmentId: row.id }, 'saved methods not read for an AutoPay enrolment');
        }
      }
      const method = methods?.find((m) => m.payment_card_token === row.payment_card_token);
      const expiry = method ? cardExpiryDay(method) : null;
      return viewOf(row, runs.get(row.id) ?? null, {
        cardExpiresOn: expiry && expiresSoon(expiry, day) ? expiry : null,
        methodMissing: methods !== null && !method,
        mayChange: mayChange && row.user_id === acting.caller.user_id && row.state !== 'stopped',
      });
    }),
  );
}

export function viewOf(
  row: AutopayEnrolmentRow,
  run: AutopayRunRow | null,
  extra: { cardExpiresOn: string | null; methodMissing: boolean; mayChange: boolean },
): AutopayEnrolment {
  return {
    Id: String(row.id),
    Account: row.account,
    CompanyCode: row.company_code,
    PaymentCardToken: row.payment_card_token,
    PaymentCardType: row.payment_card_type,
    Method: row.method_name,
    Timing: row.timing,
    DaysBefore: row.days_before,
    MaximumCents: row.maximum_cents === null ? null : Number(row.maximum_cents),
    State: row.state,
    AcceptedBy: row.login === null ? 'A former user' : staffName({ first_name: row.first_name ?? '', last_name: row.last_name ?? '', login: row.login }),
    AcceptedAt: row.accepted_at.toISOString(),
    AgreementVersion: row.agreement_version,
    CardExpiresOn: extra.cardExpiresOn,
    MethodMissing: extra.methodMissing,
    MayChange: extra.mayChange,
    LastRun:
      run === null || run.state === 'noticed'
        ? null
        : {
            Date: run.run_date,
            State: run.state,
            Documents: run.documents,
            TotalCents: Number(run.total_cents),
            Currency: run.currency,
            PaymentId: run.payment_attempt_id === null ? null : String(run.payment_attempt_id),
          },
  };
}
