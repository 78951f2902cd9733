import type { FastifyInstance } from 'fastify';
import { AUTOPAY_DEFAULT_AGREEMENT, AUTOPAY_TEXTS, type PaymentRequest } from 'shared/server';
import { autopaySettings } from '../src/services/config/autopay-settings';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { startImpersonating } from './helpers/impersonation';
import { CARD, COMPANY_1000, ECHECK, saveTestMethods } from './helpers/payments';
import { bearer, useApiTest } from './helpers/test-app';

/** A clock the test sets by hand. */
function fakeClock(start: string) {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso: string) => void (now = new Date(iso)) };
}

const VERSION = autopaySettings({}).version;
const NO_CVV_COMPANY = { ...COMPANY_1000, generel_data: { partial_payments_allowed: 'X' as const, cvv_use_control: '0' as const } };
const enrolment = (extra: object = {}) => ({
  Account: '100100',
  CompanyCode: '1000',
  PaymentCardToken: ECHECK.payment_card_token,
  Timing: 'due',
  AgreementVersion: VERSION,
  Accepted: true,
  ...extra,
});

describe.each(databases)('AutoPay enrolment ($name)', (database) => {
  const clock = fakeClock('2026-02-01T15:00:00Z');
  const t = useApiTest(database, {
    logins: ['soldto', 'viewer', 'noecheck', 'staff', 'manager'],
    build: { jobs: { enabled: false, clock, timeZone: 'America/Chicago' }, payments: { reconcileIntervalMs: 0 } },
  });
  let app: FastifyInstance;
  let erp: FakeErp;
  const put = (who: string, body: object, query = '') =>
    app.inject({ method: 'PUT', url: `/api/autopay${query}`, headers: bearer(t.tokens[who]!), payload: body });
  const overview = (who: string, query = '') => app.inject({ method: 'GET', url: `/api/autopay${query}`, headers: bearer(t.tokens[who]!) });
  const patch = (who: string, id: string, State: string, query = '') =>
    app.inject({ method: 'PATCH', url: `/api/autopay/${id}${query}`, headers: bearer(t.tokens[who]!), payload: { State } });
  const stop = (who: string, id: string) => app.inject({ method: 'DELETE', url: `/api/autopay/${id}`, headers: bearer(t.tokens[who]!) });

  beforeAll(() => {
    ({ app, erp } = t);
  });
  beforeEach(async () => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
    await app.db.query("UPDATE autopay_enrolments SET state = 'stopped'");
  });

  it('shows the agreement from the configuration, its version and the notice days; a changed text is a new version', async () => {
    const answer = (await overview('soldto')).json();
    expect(answer).toMatchObject({ Agreement: { Text: AUTOPAY_DEFAULT_AGREEMENT, Version: VERSION }, NoticeDays: 3, MayEnrol: true, Reason: null });
    expect(autopaySettings({ AutopayAgreement: 'Our own words.' }).version).not.toBe(VERSION);
    expect(autopaySettings({ AutopayAgreement: 'Our own words.', AutopayNoticeDays: 5 })).toMatchObject({ agreement: 'Our own words.', noticeDays: 5 });
  });

  it('enrols with the agreement accepted, and stores who accepted, when and which version and text', async () => {
    const response = await put('soldto', enrolment({ Timing: 'before', DaysBefore: '3', Maximum: '1000.50' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Account: '100100',
      Method: expect.stringContaining('6789'),
      Timing: 'before',
      DaysBefore: 3,
      MaximumCents: 100050,
      State: 'active',
      AcceptedBy: 'Sophie Soldto',
      AcceptedAt: '2026-02-01T15:00:00.000Z',
      AgreementVersion: VERSION,
      MayChange: true,
    });
    const { rows } = await app.db.query<{ agreement_text: string; agreement_version: string }>('SELECT agreement_text, agreement_version FROM autopay_enrolments WHERE id = $1', [
      response.json().Id,
    ]);
    expect(rows[0]).toEqual({ agreement_text: AUTOPAY_DEFAULT_AGREEMENT, agreement_version: VERSION });
    const audit = await app.db.query("SELECT detail FROM audit_log WHERE action = 'autopay_enrolled' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0]).toMatchObject({ detail: expect.objectContaining({ agreementVersion: VERSION, maximumCents: 100050 }) });
    // One enrolment per account: changing it keeps the same one, accepted again.
    const changed = await put('soldto', enrolment({ Maximum: '' }));
    expect(changed.json()).toMatchObject({ Id: response.json().Id, Timing: 'due', DaysBefore: 0, MaximumCents: null });
    expect((await overview('soldto')).json().Enrolments).toHaveLength(1);
  });

  it.each([
    ['the agreement not accepted', { Accepted: false }, 422, AUTOPAY_TEXTS.acceptRequired],
    ['an agreement version that is not the current one', { AgreementVersion: 'old' }, 409, AUTOPAY_TEXTS.agreementChanged],
    ['0 days before', { Timing: 'before', DaysBefore: '0' }, 422, AUTOPAY_TEXTS.daysBefore],
    ['31 days before', { Timing: 'before', DaysBefore: '31' }, 422, AUTOPAY_TEXTS.daysBefore],
    ['days before that are not a number', { Timing: 'before', DaysBefore: '2.5' }, 422, AUTOPAY_TEXTS.daysBefore],
    ['a maximum of 0', { Maximum: '0' }, 422, AUTOPAY_TEXTS.maximum],
    ['a maximum with 3 decimals', { Maximum: '10.001' }, 422, AUTOPAY_TEXTS.maximum],
    ['a maximum that is not an amount', { Maximum: 'lots' }, 422, AUTOPAY_TEXTS.maximum],
    ['a token not saved for the account', { PaymentCardToken: 'tok_not_saved_0000' }, 422, AUTOPAY_TEXTS.savedMethodNeeded],
    ['a card where each card payment needs the CVV', { PaymentCardToken: CARD.payment_card_token }, 422, AUTOPAY_TEXTS.cvvNeeded],
  ])('refuses %s, storing nothing', async (_case, change, status, message) => {
    const response = await put('soldto', enrolment(change));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await app.db.query("SELECT 1 FROM autopay_enrolments WHERE state <> 'stopped'")).rows).toEqual([]);
  });

  it('takes a saved card where the company needs no CVV', async () => {
    erp.customizing['1000'] = NO_CVV_COMPANY;
    expect((await put('soldto', enrolment({ PaymentCardToken: CARD.payment_card_token }))).json()).toMatchObject({ PaymentCardType: 'VISA' });
  });

  it('takes no eCheck in company 0020', async () => {
    const response = await put('noecheck', enrolment({ Account: '300100', CompanyCode: '0020' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(AUTOPAY_TEXTS.methodNotTaken);
  });

  it('refuses a user without CanMakePayment, and an account not linked to the user', async () => {
    expect((await put('viewer', enrolment({ Account: '100200', CompanyCode: '1100' }))).json()).toMatchObject({ statusCode: 403, message: AUTOPAY_TEXTS.notAllowed });
    expect((await overview('viewer')).json()).toMatchObject({ MayEnrol: false, Reason: AUTOPAY_TEXTS.notAllowed });
    expect((await put('noecheck', enrolment())).statusCode).toBe(403);
  });

  it('lets staff acting for the customer see the enrolment, never enrol, change, pause or stop it', async () => {
    const id = (await put('soldto', enrolment())).json().Id as string;
    const soldtoId = (await app.usersRepository.findByLogin('soldto@portal.test'))!.user_id;
    await startImpersonating(app, t.tokens.staff!, soldtoId);
    const query = `?userid=${soldtoId}`;
    const seen = (await overview('staff', query)).json();
    expect(seen).toMatchObject({ MayEnrol: false, Reason: AUTOPAY_TEXTS.staffCannotChange });
    expect(seen.Enrolments).toEqual([expect.objectContaining({ Id: id, MayChange: false })]);
    expect((await put('staff', enrolment(), query)).json()).toMatchObject({ statusCode: 403, message: AUTOPAY_TEXTS.staffCannotChange });
    expect((await patch('staff', id, 'paused', query)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/autopay/${id}${query}`, headers: bearer(t.tokens.staff!) })).statusCode).toBe(403);
    expect((await overview('soldto')).json().Enrolments[0]).toMatchObject({ State: 'active' });
  });

  it('pauses, resumes and stops; a stopped one cannot be changed; another user of the account cannot take it over', async () => {
    const id = (await put('soldto', enrolment())).json().Id as string;
    expect((await put('manager', enrolment())).json()).toMatchObject({ statusCode: 409, message: AUTOPAY_TEXTS.accountTaken });
    expect((await overview('manager')).json().Enrolments).toEqual([expect.objectContaining({ Id: id, MayChange: false })]);
    expect((await patch('manager', id, 'paused')).statusCode).toBe(403);
    expect((await patch('soldto', id, 'paused')).json()).toMatchObject({ State: 'paused' });
    expect((await patch('soldto', id, 'active')).json()).toMatchObject({ State: 'active' });
    expect((await stop('soldto', id)).json()).toMatchObject({ State: 'stopped' });
    expect((await patch('soldto', id, 'active')).statusCode).toBe(409);
    expect((await overview('soldto')).json().Enrolments).toEqual([]);
    // Stopped, the account is free again.
    expect((await put('manager', enrolment())).statusCode).toBe(200);
  });

  it('warns on the page when the saved card expires within 30 days, or is gone', async () => {
    erp.customizing['1000'] = NO_CVV_COMPANY;
    erp.savedCards['100100'] = [{ payment_card_type: 'VISA', payment_card_token: CARD.payment_card_token, payment_card_name: 'Test', default: 'X', valid_to: '02-28-2026' }];
    const id = (await put('soldto', enrolment({ PaymentCardToken: CARD.payment_card_token }))).json().Id as string;
    expect((await overview('soldto')).json().Enrolments[0]).toMatchObject({ Id: id, CardExpiresOn: '2026-02-28', MethodMissing: false });
    erp.savedCards['100100'] = [];
    expect((await overview('soldto')).json().Enrolments[0]).toMatchObject({ CardExpiresOn: null, MethodMissing: true });
  });

  it('is never charged by a test of the enrolment alone', () => {
    expect(erp.calls.filter((c) => c.url === '/erp/invoice/payments').map((c) => c.body as PaymentRequest)).toEqual([]);
  });
});
