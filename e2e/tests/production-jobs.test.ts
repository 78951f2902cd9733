import { payableInvoicesOf100100 } from '../src/api-payment';
import { DEMO_PASSWORD } from '../src/browser';
import { sandboxCharges } from '../src/harness';
import { caughtMails, waitForMail } from '../src/mail';
import { startProduction, type ProductionPortal } from '../src/production';

/** The job queue's lease on both API servers (JOBS_LEASE_SECONDS): how long a dead server's job waits for another. */
const LEASE_SECONDS = 30;

interface RanJobs {
  at: string;
  ran: { id: number; name: string; outcome: string }[];
}

/** 100100's saved eCheck in the sandbox: company 1000 asks a CVV for cards, which is never kept. */
const SAVED_ECHECK = {
  payment_method: 'EC',
  payment_card_type: 'EC',
  payment_card_token: 'tok_ec_8d4e61b0c2f7_6789',
  payment_card_name: 'Harborview Tower Management LLC',
  electronic_check_account_type: 'C',
  electronic_check_rdfi_number: '011000015',
};

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/architecture/jobs.md#a-job on the production path: nginx in front of two API servers on one
 * PostgreSQL database. A scheduled payment's run starts on server A, which is SIGKILLed while the
 * ERP holds the answer of the charge it has made; once the job's lease ends, server B takes the
 * job over, finds the charge by the ledger's key (docs/architecture/payments.md#reconciliation),
 * and records it. The ERP's payment log shows one charge, and the schedule ends charged.
 */
describe('the production path: jobs', () => {
  let prod: ProductionPortal;
  beforeAll(async () => {
    prod = await startProduction({ apiEnv: { JOBS_LEASE_SECONDS: String(LEASE_SECONDS) } });
  }, 120_000);
  afterAll(async () => {
    await prod?.stop();
  });

  /** Through nginx, as the browser calls the API. */
  const api = (urlPath: string, init: { token?: string; body?: unknown } = {}) =>
    fetch(`${prod.url}${urlPath}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  /**
   * The jobs due at `at`, run by one API server: what `npm run jobs -- run-due --at <at> --url
   * <that server>` asks (sandbox mode only, and only on the server's own address, not through nginx).
   */
  const runDue = (server: number, at: string) =>
    fetch(`${prod.apiUrls[server]}/api/jobs/run-due`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at }),
    });
  const scheduledRuns = (ran: RanJobs) => ran.ran.filter((job) => job.name === 'scheduled-payment');

  it('runs a scheduled payment once when the API server running it is killed mid-charge', async () => {
    const login = await api('/api/token/login', { body: { login: 'soldto@portal.test', password: DEMO_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const [d] = await payableInvoicesOf100100(prod.url, token);
    if (!d) throw new Error('100100 has no payable invoice');
    const document = String(d.billing_document_number).replace(/^0+/, '');

    // Three days ahead; the sandbox's documents may be due before it, which the customer confirms.
    const day = dayAhead(3);
    const created = await api('/api/payments/scheduled', {
      token,
      body: {
        payer_data: { customer_number: '100100', company_code: '1000' },
        payment_detail: SAVED_ECHECK,
        documents: [{
          billing_document_number: d.billing_document_number, document_number_finance: d.document_number_finance,
          line_item_in_the_relevant_invoice: d.line_item_in_the_relevant_invoice, fiscal_year_of_the_relevant_invoice: d.fiscal_year_of_the_relevant_invoice,
          open_amount: d.open_amount, amount_to_process: d.open_amount, currency_key: d.currency_key, reason_code: '',
          reason_description: '', comment: '', reference_number: d.reference_number, zzcustom: {},
        }],
        scheduled_date: day,
        confirmLateDate: true,
      },
    });
    expect(created.status).toBe(201);
    const schedule = (await created.json()) as { Id: string; State: string };
    expect(schedule.State).toBe('scheduled');

    const before = (await sandboxCharges(prod.sandboxUrl)).length;
    // The ERP's next charge is made at once, and its answer held back 15 s (less than the API
    // server's ERP timeout of 20 s): the window in which server A is killed.
    const faults = await fetch(`${prod.sandboxUrl}/erp/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hang_after_charge_ms: 15_000, count: 1 }),
    });
    expect(faults.status).toBe(200);

    // Its day, 06:00 company time (TIME_ZONE is UTC here), on server A.
    const at = `${day}T06:00:00.000Z`;
    let answeredOnA: number | string = 'pending';
    const onA = runDue(0, at).then(
      (response) => {
        answeredOnA = response.status;
      },
      (error: unknown) => {
        answeredOnA = `no answer: ${String((error as Error).cause ?? error)}`;
      },
    );
    // The ERP has charged and holds its answer: A is waiting for it.
    let charged: { documents: string[] }[] = [];
    for (const until = Date.now() + 60_000; charged.length === 0 && Date.now() < until; ) {
      charged = (await sandboxCharges(prod.sandboxUrl)).slice(before) as { documents: string[] }[];
      if (charged.length === 0) await sleep(100);
    }
    expect(charged.map((c) => c.documents)).toEqual([[document]]);
    expect(answeredOnA).toBe('pending');
    await prod.killApi(0);
    await onA;
    expect(prod.apis[0]!.signalCode).toBe('SIGKILL');
    expect(answeredOnA).toMatch(/^no answer/);

    // Still the same moment: the job is A's until its lease ends, though A is gone.
    const held = await runDue(1, at);
    expect(held.status).toBe(200);
    expect(scheduledRuns((await held.json()) as RanJobs)).toEqual([]);

    // The lease has ended: B runs the job again from the start. The ledger holds the schedule's
    // charge under its key, pending on a server that stopped answering: B asks the ERP by its
    // reference, finds the one charge, and records it instead of charging again.
    const afterLease = new Date(Date.parse(at) + (LEASE_SECONDS + 1) * 1000).toISOString();
    const takeover = await runDue(1, afterLease);
    expect(takeover.status).toBe(200);
    expect(scheduledRuns((await takeover.json()) as RanJobs)).toEqual([expect.objectContaining({ outcome: 'done' })]);

    // Later that day: nothing more runs or is charged.
    const later = await runDue(1, `${day}T09:00:00.000Z`);
    expect(later.status).toBe(200);
    expect(scheduledRuns((await later.json()) as RanJobs)).toEqual([]);
    const charges = (await sandboxCharges(prod.sandboxUrl)).slice(before) as { documents: string[] }[];
    expect(charges.map((c) => c.documents)).toEqual([[document]]);

    // Through nginx (B alone answers now): the schedule is charged, with its line in the history.
    const list = await api('/api/payments/scheduled', { token });
    expect(list.status).toBe(200);
    const { Items: items } = (await list.json()) as { Items: { Id: string; State: string; PaymentId: string | null; Documents: string[] }[] };
    expect(items.find((item) => item.Id === schedule.Id)).toMatchObject({ State: 'charged', PaymentId: expect.any(String), Documents: [document] });

    // The customer is told once.
    const subject = new RegExp(`scheduled payment of ${day} was made`);
    await waitForMail(prod.sandboxUrl, 'soldto@portal.test', subject);
    await sleep(2000);
    expect((await caughtMails(prod.sandboxUrl, 'soldto@portal.test')).filter((m) => subject.test(m.subject))).toHaveLength(1);
  }, 180_000);
});
