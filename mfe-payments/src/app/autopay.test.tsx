import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useUiStore, type AutopayEnrolment, type AutopayOverview, type PaymentCard } from 'shared';
import { AUTOPAY_TEXTS } from 'shared/payments';
import { fakeApi, ok, refused, signIn, type FakeHandler } from 'shared/testing';
import { COMPANY_1000, COMPANY_1100, ECHECK_6789, VISA_1111, account, customizing, payer } from '../testing/fixtures';
import { renderAt } from '../testing/render';
import PaymentsRoutes from './routes';

const user = userEvent.setup({ delay: null });

const AGREEMENT = { Text: 'By enrolling in AutoPay, you authorize us to charge …', Version: 'v-abc123' };

const enrolment = (extra: Partial<AutopayEnrolment> = {}): AutopayEnrolment => ({
  Id: '5',
  Account: '100100',
  CompanyCode: '1100',
  PaymentCardToken: VISA_1111.payment_card_token,
  PaymentCardType: 'VISA',
  Method: 'Visa ending with *1111',
  Timing: 'before',
  DaysBefore: 3,
  MaximumCents: 50_000,
  State: 'active',
  AcceptedBy: 'Sam Soldto',
  AcceptedAt: '2026-11-20T10:00:00.000Z',
  AgreementVersion: 'v-abc123',
  CardExpiresOn: null,
  MethodMissing: false,
  MayChange: true,
  LastRun: { Date: '2026-11-25', State: 'charged', Documents: ['90001000'], TotalCents: 12_345, Currency: 'USD', PaymentId: '42' },
  ...extra,
});

const overview = (extra: Partial<AutopayOverview> = {}): AutopayOverview => ({
  Agreement: AGREEMENT,
  NoticeDays: 3,
  MayEnrol: true,
  Reason: null,
  Enrolments: [],
  ...extra,
});

interface Options {
  company?: string;
  rules?: typeof COMPANY_1000;
  cards?: PaymentCard[];
  routes?: Record<string, FakeHandler>;
}

/** A customer of `company` on /settings/autopay; the API's answers faked. */
function open(answer: AutopayOverview | (() => ReturnType<FakeHandler>), o: Options = {}) {
  const company = o.company ?? '1100';
  signIn({ accounts: [account('100100', company)] });
  const api = fakeApi({
    'GET /autopay': typeof answer === 'function' ? answer : () => ok(answer),
    '/customer/customizing': () => ok(customizing(company, o.rules ?? COMPANY_1100)),
    '/customer/payer': () => ok(payer(o.cards ?? [VISA_1111, ECHECK_6789])),
    ...o.routes,
  });
  renderAt(<PaymentsRoutes />, '/settings/autopay');
  return api;
}

const section = () => screen.getByTestId('autopay-account');
const toasts = () => useUiStore.getState().toasts.map((t) => t.message);

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
});

describe('/settings/autopay (docs/product/autopay.md#the-page)', () => {
  it("shows an account's enrolment: method, timing, maximum, state, acceptance and last run", async () => {
    open(overview({ Enrolments: [enrolment({ Account: '0000100100' })] }));
    expect(await screen.findByRole('heading', { name: 'Harborview Tower Management LLC (100100)' })).toBeInTheDocument();
    const text = section().textContent;
    expect(text).toContain('Visa ending with *1111');
    expect(text).toContain('3 days before the due date');
    expect(text).toContain('$500.00');
    expect(text).toContain('Active');
    expect(text).toMatch(/Accepted by Sam Soldto on \d\d\/\d\d\/2026 .*\(version v-abc123\)/);
    expect(text).toContain('11/25/2026: Charged, $123.45');
    for (const name of ['Change', 'Pause', 'Stop']) expect(within(section()).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByTestId('autopay-warning')).not.toBeInTheDocument();
  });

  it('warns of a card about to expire, and of a method no longer saved', async () => {
    open(overview({ Enrolments: [enrolment({ CardExpiresOn: '2026-12-31', MaximumCents: null, Timing: 'due', DaysBefore: 0, LastRun: null })] }));
    const warning = await screen.findByTestId('autopay-warning');
    expect(warning).toHaveTextContent('The card Visa ending with *1111 expires on 12/31/2026: add a new card and switch AutoPay to it.');
    expect(within(warning).getByRole('link', { name: 'Payment methods' })).toHaveAttribute('href', '/settings/payment-methods');
    expect(section()).toHaveTextContent('No maximum');
    expect(section()).toHaveTextContent('On the due date');
    expect(section()).toHaveTextContent('Not run yet');
  });

  it('says when the saved method is gone', async () => {
    open(overview({ Enrolments: [enrolment({ MethodMissing: true })] }));
    expect(await screen.findByTestId('autopay-warning')).toHaveTextContent('Visa ending with *1111 is no longer a saved payment method of this account');
  });

  it("checks the form with shared's rules and texts", async () => {
    const api = open(overview());
    await user.click(await screen.findByRole('button', { name: 'Set up AutoPay' }));
    const form = await screen.findByRole('form', { name: 'AutoPay for 100100' });
    // Two saved methods: none is chosen for the customer.
    await user.click(within(form).getByRole('radio', { name: 'Some days before its due date' }));
    await user.type(within(form).getByLabelText('Days before the due date'), '45');
    await user.type(within(form).getByLabelText('Maximum per payment (optional)'), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Set up AutoPay' }));
    for (const text of [AUTOPAY_TEXTS.methodRequired, AUTOPAY_TEXTS.daysBefore, AUTOPAY_TEXTS.maximum, AUTOPAY_TEXTS.acceptRequired]) {
      expect(await within(form).findByText(text)).toBeInTheDocument();
    }
    expect(api.calls('PUT /autopay')).toHaveLength(0);
  });

  it('sends the options as typed, the agreement version shown and the acceptance, then shows the enrolment', async () => {
    const saved = enrolment({ Method: 'eCheck ending with *6789', PaymentCardToken: ECHECK_6789.payment_card_token, MaximumCents: 75_050 });
    let answer = overview();
    const api = open(() => ok(answer), { routes: { 'PUT /autopay': () => ((answer = overview({ Enrolments: [saved] })), ok(saved)) } });
    await user.click(await screen.findByRole('button', { name: 'Set up AutoPay' }));
    const form = await screen.findByRole('form', { name: 'AutoPay for 100100' });
    const agreement = within(form).getByRole('region', { name: 'AutoPay agreement' });
    expect(agreement).toHaveTextContent(AGREEMENT.Text);
    expect(agreement).toHaveAttribute('tabindex', '0');
    await user.selectOptions(within(form).getByLabelText('Saved payment method'), 'eCheck ending with *6789');
    await user.click(within(form).getByRole('radio', { name: 'Some days before its due date' }));
    await user.type(within(form).getByLabelText('Days before the due date'), '5');
    await user.type(within(form).getByLabelText('Maximum per payment (optional)'), '750.50');
    await user.click(within(form).getByRole('checkbox', { name: 'I have read and accept the AutoPay agreement' }));
    await user.click(within(form).getByRole('button', { name: 'Set up AutoPay' }));
    await waitFor(() => expect(api.calls('PUT /autopay')).toHaveLength(1));
    expect(api.calls('PUT /autopay')[0]!.body).toEqual({
      Account: '100100',
      CompanyCode: '1100',
      PaymentCardToken: ECHECK_6789.payment_card_token,
      Timing: 'before',
      DaysBefore: '5',
      Maximum: '750.50',
      AgreementVersion: 'v-abc123',
      Accepted: true,
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(section()).toHaveTextContent('eCheck ending with *6789');
    expect(section()).toHaveTextContent('$750.50');
    expect(toasts()).toContain('AutoPay is set up.');
  });

  it("shows the server's words on a refusal and keeps what was typed", async () => {
    open(overview(), { routes: { 'PUT /autopay': () => refused(409, AUTOPAY_TEXTS.agreementChanged) } });
    await user.click(await screen.findByRole('button', { name: 'Set up AutoPay' }));
    const form = await screen.findByRole('form', { name: 'AutoPay for 100100' });
    await user.selectOptions(within(form).getByLabelText('Saved payment method'), 'Visa ending with *1111');
    await user.type(within(form).getByLabelText('Maximum per payment (optional)'), '300');
    await user.click(within(form).getByRole('checkbox', { name: 'I have read and accept the AutoPay agreement' }));
    await user.click(within(form).getByRole('button', { name: 'Set up AutoPay' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(AUTOPAY_TEXTS.agreementChanged);
    expect(within(form).getByLabelText('Maximum per payment (optional)')).toHaveValue('300');
    expect(within(form).getByLabelText('Saved payment method')).toHaveValue(VISA_1111.payment_card_token);
  });

  it('Change starts from the enrolment, the agreement to accept again', async () => {
    open(overview({ Enrolments: [enrolment()] }));
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const form = await screen.findByRole('form', { name: 'AutoPay for 100100' });
    expect(within(form).getByLabelText('Saved payment method')).toHaveValue(VISA_1111.payment_card_token);
    expect(within(form).getByRole('radio', { name: 'Some days before its due date' })).toBeChecked();
    expect(within(form).getByLabelText('Days before the due date')).toHaveValue('3');
    expect(within(form).getByLabelText('Maximum per payment (optional)')).toHaveValue('500.00');
    expect(within(form).getByRole('checkbox', { name: 'I have read and accept the AutoPay agreement' })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('offers no eCheck in company 0020', async () => {
    open(overview(), { company: '0020' });
    await user.click(await screen.findByRole('button', { name: 'Set up AutoPay' }));
    const select = within(await screen.findByRole('form')).getByLabelText('Saved payment method');
    expect(within(select).queryByRole('option', { name: 'eCheck ending with *6789' })).not.toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Visa ending with *1111' })).toBeInTheDocument();
  });

  it('leaves cards out where the company needs a CVV, and says so', async () => {
    open(overview(), { company: '1000', rules: COMPANY_1000 });
    await user.click(await screen.findByRole('button', { name: 'Set up AutoPay' }));
    expect(await screen.findByText(AUTOPAY_TEXTS.cvvNeeded)).toBeInTheDocument();
    // The one method left is chosen.
    expect(within(screen.getByRole('form')).getByLabelText('Saved payment method')).toHaveValue(ECHECK_6789.payment_card_token);
  });

  it('sends to the payment methods page when the account has no saved method', async () => {
    open(overview(), { cards: [] });
    await user.click(await screen.findByRole('button', { name: 'Set up AutoPay' }));
    const empty = await screen.findByTestId('autopay-no-methods');
    expect(within(empty).getByRole('link', { name: 'Payment methods' })).toHaveAttribute('href', '/settings/payment-methods');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('pauses and resumes', async () => {
    const api = open(overview({ Enrolments: [enrolment()] }), {
      routes: { 'PATCH /autopay/5': (body) => ok(enrolment({ State: (body as { State: 'active' | 'paused' }).State })) },
    });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.calls('PATCH /autopay/5').at(-1)?.body).toEqual({ State: 'paused' }));
    expect(await within(section()).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(section()).toHaveTextContent('Paused');
    expect(toasts()).toContain('AutoPay is paused.');
  });

  it('stops after asking', async () => {
    let answer = overview({ Enrolments: [enrolment()] });
    const api = open(() => ok(answer), {
      routes: { 'DELETE /autopay/5': () => ((answer = overview()), ok(enrolment({ State: 'stopped' }))) },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop AutoPay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /autopay/5')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(api.calls('DELETE /autopay/5')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Set up AutoPay' })).toBeInTheDocument();
    expect(toasts()).toContain('AutoPay is stopped.');
  });

  it('is read-only with the reason where the viewer may not enrol', async () => {
    open(overview({ MayEnrol: false, Reason: AUTOPAY_TEXTS.staffCannotChange, Enrolments: [enrolment({ MayChange: false })] }));
    expect(await screen.findByTestId('autopay-reason')).toHaveTextContent(AUTOPAY_TEXTS.staffCannotChange);
    expect(section()).toHaveTextContent('Visa ending with *1111');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when it could not load, and Retry loads again', async () => {
    let fail = true;
    open(() => (fail ? refused(502, 'ERP down') : ok(overview())));
    expect(await screen.findByText('AutoPay could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Set up AutoPay' })).toBeInTheDocument();
  });
});
