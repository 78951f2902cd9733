import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAdminForms, MESSAGES, useSessionStore, useUiStore, type AdminForms, type SystemConfigurationView } from 'shared';
import { MAIL_TEMPLATE_PLACEHOLDERS } from 'shared/users';
import { fakeApi, ok, signIn } from 'shared/testing';
import { LABELS } from '../../../config/labels';
import { renderAdmin } from '../../../testing/render';

const user = userEvent.setup({ delay: null });
const SLOW = 20_000;
let V: AdminForms['CONFIGURATION_VALIDATION'];
beforeAll(async () => {
  V = (await loadAdminForms()).CONFIGURATION_VALIDATION;
});

const VIEW: SystemConfigurationView = {
  CompanyName: 'Portal',
  ApplicationUrl: 'http://localhost:8080',
  SmtpAddress: '127.0.0.1',
  SmtpPort: 2525,
  SmtpUseUser: false,
  SmtpUser: '',
  SmtpPasswordSet: false,
  RegistrationRequestEmail: 'registrations@portal.test',
  FromAddress: 'no-reply@portal.test',
  FromAddressName: 'Customer Portal',
  RegistrationRequestEmailContent: 'New request from {FirstName}',
  RegistrationRequestorEmailContent: 'Thanks',
  WelcomeEmailContent: 'Welcome {Link}',
  ResetPasswordEmailContent: 'Reset {Link}',
  EmailConfirmationContent: 'Confirm {Link}',
  ReceiptEmailBody: '{{rows}}',
  ReceiptEmailRow: '{{document}}',
  ReceiptBcc: '',
  CcpdfUrl: 'http://erp/cc.pdf',
  CcvideoUrl: 'http://erp/cc',
  EcpdfUrl: 'http://erp/ec.pdf',
  EcvideoUrl: 'http://erp/ec',
  LoginUseBackgroundImage: true,
  AutopayAgreement: '',
  AutopayNoticeDays: 3,
};

const field = (label: RegExp | string) => screen.getByLabelText(label);

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
});

describe('/settings/configuration (docs/product/configuration-and-mail.md#configuration-page)', () => {
  it("shows the form with each template in 10 rows beside its placeholders, and saves with 'Configuration Saved'", async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /configuration': () => ok(VIEW),
      'PUT /configuration': (body) => ok({ ...(body as object), SmtpPasswordSet: false }),
    });
    renderAdmin('/settings/configuration');
    const welcome = await screen.findByLabelText('Welcome (new user)');
    expect(welcome).toHaveAttribute('rows', '10');
    const placeholders = document.getElementById(welcome.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-placeholders'))!)!;
    expect(within(placeholders).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      MAIL_TEMPLATE_PLACEHOLDERS.WelcomeEmailContent.map((name) => `{${name}}`),
    );
    // The syntax the seeded templates use and the server fills in (docs/product/configuration-and-mail.md#mail-templates).
    expect(within(placeholders).getByText('{FirstName}')).toBeInTheDocument();
    expect(field(/SMTP Password/)).toHaveValue('');
    await user.clear(field(/Company Name/));
    await user.type(field(/Company Name/), 'Summit Portal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useUiStore.getState().toasts.map((t) => [t.severity, t.message])).toEqual([['success', MESSAGES.configurationSaved]]));
    const sent = api.calls('PUT /configuration')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ CompanyName: 'Summit Portal', SmtpPort: '2525', SmtpPassword: '', WelcomeEmailContent: 'Welcome {Link}', FromAddressName: 'Customer Portal' });
  }, SLOW);

  it('shows each validation message and sends nothing', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({ 'GET /configuration': () => ok(VIEW) });
    renderAdmin('/settings/configuration');
    await screen.findByLabelText(/Company Name/);
    for (const label of [/Company Name/, /Application URL/, /SMTP Address/, /SMTP Port/, /Registration Request Email/, /From Address/, /Credit card video URL/, /Credit card PDF URL/, /eCheck video URL/, /eCheck PDF URL/]) {
      await user.clear(field(label));
    }
    await user.click(screen.getByRole('checkbox', { name: 'The mail server needs a login' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [V.companyName, V.applicationUrl, V.smtpAddress, V.smtpPort, V.smtpUser, V.smtpPassword, V.registrationRequestEmail, V.fromAddress, V.ccvideoUrl, V.ccpdfUrl, V.ecvideoUrl, V.ecpdfUrl]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field(/Company Name/)).toHaveAccessibleDescription(V.companyName);
    expect(api.calls('PUT /configuration')).toHaveLength(0);
  }, SLOW);

  it('edits the AutoPay agreement and advance notice in their own section, and saves the days as typed', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /configuration': () => ok(VIEW),
      'PUT /configuration': (body) => ok({ ...(body as object), AutopayNoticeDays: Number((body as { AutopayNoticeDays: string }).AutopayNoticeDays), SmtpPasswordSet: false }),
    });
    renderAdmin('/settings/configuration');
    const section = await screen.findByRole('region', { name: 'AutoPay' });
    const agreement = within(section).getByLabelText('AutoPay agreement');
    expect(agreement).toHaveAttribute('rows', '10');
    expect(agreement).toHaveValue('');
    expect(agreement).toHaveAccessibleDescription(LABELS.autopayAgreementHelp);
    const days = within(section).getByLabelText(/Advance notice/);
    expect(days).toHaveValue('3');
    expect(days).toHaveAttribute('inputmode', 'numeric');
    expect(days).toHaveAccessibleDescription(LABELS.autopayNoticeDaysHelp);
    await user.type(agreement, 'Summit charges your method on each due date.');
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /configuration')).toHaveLength(1));
    expect(api.calls('PUT /configuration')[0]!.body).toMatchObject({ AutopayAgreement: 'Summit charges your method on each due date.', AutopayNoticeDays: '5' });
    await waitFor(() => expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual([MESSAGES.configurationSaved]));
    expect(field(/Advance notice/)).toHaveValue('5');
  }, SLOW);

  it.each(['0', '15', 'x'])('refuses %j advance notice days with its message and sends nothing', async (typed) => {
    signIn({ role: 'admin' });
    const api = fakeApi({ 'GET /configuration': () => ok(VIEW) });
    renderAdmin('/settings/configuration');
    await user.clear(await screen.findByLabelText(/Advance notice/));
    if (typed) await user.type(field(/Advance notice/), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(V.autopayNoticeDays)).toBeInTheDocument();
    expect(field(/Advance notice/)).toHaveAccessibleDescription(V.autopayNoticeDays);
    expect(api.calls('PUT /configuration')).toHaveLength(0);
  }, SLOW);

  it('sends the SMTP test with the unsaved settings and shows the answer in an alert', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /configuration': () => ok(VIEW),
      'POST /configuration/smtp-test': () => ok({ sent: false, message: 'The test e-mail could not be sent: the connection to 127.0.0.1:2626 was refused.' }),
    });
    renderAdmin('/settings/configuration');
    await user.clear(await screen.findByLabelText(/SMTP Port/));
    await user.type(field(/SMTP Port/), '2626');
    await user.click(screen.getByRole('button', { name: 'SMTP Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMTP Test' });
    await user.type(within(dialog).getByLabelText(/Test address/), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(V.testEmail)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Test address/));
    await user.type(within(dialog).getByLabelText(/Test address/), 'admin@portal.test{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the connection to 127.0.0.1:2626 was refused');
    expect(api.calls('POST /configuration/smtp-test')[0]!.body).toMatchObject({ SmtpPort: '2626', testEmail: 'admin@portal.test' });
  }, SLOW);

  it('stores nothing from the SMTP test: Send and Enter in the dialog never save the configuration (issue 21)', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /configuration': () => ok(VIEW),
      'PUT /configuration': (body) => ok({ ...(body as object), SmtpPasswordSet: false }),
      'POST /configuration/smtp-test': () => ok({ sent: false, message: 'The test e-mail could not be sent: could not connect to the mail server.' }),
    });
    renderAdmin('/settings/configuration');
    await user.clear(await screen.findByLabelText(/SMTP Port/));
    await user.type(field(/SMTP Port/), '1');
    await user.click(screen.getByRole('button', { name: 'SMTP Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMTP Test' });
    await user.type(within(dialog).getByLabelText(/Test address/), 'admin@portal.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not connect to the mail server');
    await user.type(within(dialog).getByLabelText(/Test address/), '{Enter}');
    await waitFor(() => expect(api.calls('POST /configuration/smtp-test')).toHaveLength(2));
    expect(api.calls('POST /configuration/smtp-test')[1]!.body).toMatchObject({ SmtpPort: '1', testEmail: 'admin@portal.test' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('PUT /configuration')).toHaveLength(0);
    expect(useUiStore.getState().toasts).toEqual([]);
  }, SLOW);

  it('asks for the SMTP password again when the mail server or port changes', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({ 'GET /configuration': () => ok({ ...VIEW, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPasswordSet: true }) });
    renderAdmin('/settings/configuration');
    await user.clear(await screen.findByLabelText(/SMTP Address/));
    await user.type(field(/SMTP Address/), 'smtp.elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(V.smtpPasswordAgain)).toBeInTheDocument();
    expect(api.calls('PUT /configuration')).toHaveLength(0);
  }, SLOW);

  it('takes absolute http(s) addresses only for the URL settings', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({ 'GET /configuration': () => ok(VIEW) });
    renderAdmin('/settings/configuration');
    await user.clear(await screen.findByLabelText(/Application URL/));
    await user.type(field(/Application URL/), 'javascript:alert(1)');
    await user.clear(field(/Credit card video URL/));
    await user.type(field(/Credit card video URL/), 'data:text/html,hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(V.applicationUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(V.ccvideoUrlInvalid)).toBeInTheDocument();
    expect(api.calls('PUT /configuration')).toHaveLength(0);
  }, SLOW);

  it('keeps the focus in the SMTP test dialog while sending, sends once, and closes on Escape', async () => {
    signIn({ role: 'admin' });
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const api = fakeApi({
      'GET /configuration': () => ok(VIEW),
      'POST /configuration/smtp-test': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAdmin('/settings/configuration');
    await user.click(await screen.findByRole('button', { name: 'SMTP Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMTP Test' });
    await user.type(within(dialog).getByLabelText(/Test address/), 'admin@portal.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const sending = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    await user.click(sending);
    answer(ok({ sent: true, message: 'Test e-mail sent to admin@portal.test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Test e-mail sent to admin@portal.test');
    expect(api.calls('POST /configuration/smtp-test')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SMTP Test' })).not.toBeInTheDocument());
  }, SLOW);

  it('toggles the ERP configuration, read-only, as nested labelled values', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({
      'GET /configuration': () => ok(VIEW),
      'GET /configuration/erp': () =>
        ok({
          ErpUrl: 'http://erp.test/erp',
          Connection: { ok: true, message: 'Connection to ERP OK' },
          Configuration: { 'Payment configuration': { '1000': { generel_data: { cvv_use_control: '1' } } } },
        }),
    });
    renderAdmin('/settings/configuration');
    const toggle = await screen.findByRole('button', { name: 'Show ERP Configuration' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls('GET /configuration/erp')).toHaveLength(0);
    await user.click(toggle);
    expect(await screen.findByText('cvv_use_control')).toBeInTheDocument();
    expect(screen.getByText('http://erp.test/erp')).toBeInTheDocument();
    expect(screen.getByText('generel_data').tagName).toBe('DT');
    await user.click(screen.getByRole('button', { name: 'Hide ERP Configuration' }));
    expect(screen.getByRole('button', { name: 'Show ERP Configuration' })).toHaveAttribute('aria-expanded', 'false');
  }, SLOW);

  it("says 'Error getting configuration.' when it cannot be loaded", async () => {
    signIn({ role: 'admin' });
    fakeApi({ 'GET /configuration': () => ({ status: 502, data: {} }) });
    renderAdmin('/settings/configuration');
    expect(await screen.findByText(MESSAGES.configurationError)).toBeInTheDocument();
  });
});
