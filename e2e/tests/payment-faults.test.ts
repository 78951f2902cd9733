import { payInFullWithSavedVisa } from '../src/api-payment';
import { DEMO_PASSWORD } from '../src/browser';
import { sandboxCharges, usePortal } from '../src/harness';
import type { RunningPortal } from '../src/portal';

/**
 * Faults between the ERP's charge and the portal's record, with the real sandbox ERP and real API
 * processes (docs/architecture/payments.md#reconciliation): the customer is charged exactly once,
 * and the portal ends up recording the truth.
 */
describe('payment faults', () => {
  // The ERP must answer within 1.5 s; an attempt pending for 4 s has lost its process; the sweep runs every 0.5 s.
  const own = usePortal({
    apiEnv: { PAYMENT_ERP_TIMEOUT_MS: '1500', PAYMENT_STALE_AFTER_MS: '4000', PAYMENT_RECONCILE_INTERVAL_MS: '500' },
  });
  let portal: RunningPortal;
  beforeAll(() => {
    ({ portal } = own);
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${portal.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const hangAfterCharge = async (ms: number) => {
    const response = await fetch(`${portal.sandboxUrl}/erp/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hang_after_charge_ms: ms, count: 1 }),
    });
    expect(response.status).toBe(200);
  };
  const logIn = async () => {
    const response = await post('/api/token/login', { login: 'soldto@portal.test', password: DEMO_PASSWORD });
    return ((await response.json()) as { token: string }).token;
  };

  /** A payment in full of an open invoice of 100100, with the saved Visa. */
  async function paymentBody(token: string) {
    const search = await post(
      '/api/Invoice',
      {
        payer_data: { customer_number: '100100', company_code: '1000' },
        soldto_data: null,
        search_parameters: { document_type: '01', status: '01', date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
      },
      { authorization: `Bearer ${token}` },
    );
    const { document_list: documents } = (await search.json()) as { document_list: Record<string, unknown>[] };
    const d = documents.find((doc) => (doc.open_amount as number) > 5 && doc.read_only_flag !== 'X' && doc.billing_document_number)!;
    return payInFullWithSavedVisa(d);
  }
  const pay = (token: string, body: unknown, key: string) =>
    post('/api/invoice/payments', body, { authorization: `Bearer ${token}`, 'idempotency-key': key });

  it('an ERP that hangs after charging: the portal says it cannot tell, and the repeat finds the one charge', async () => {
    const token = await logIn();
    const body = await paymentBody(token);
    const before = (await sandboxCharges(portal.sandboxUrl)).length;
    await hangAfterCharge(4000);
    const first = await pay(token, body, 'e2e-fault-hang-0001');
    expect(first.status).toBe(502);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);

    const repeat = await pay(token, body, 'e2e-fault-hang-0001');
    expect(repeat.status).toBe(200);
    await expect(repeat.json()).resolves.toMatchObject({ status: [{ message_type: 'S' }] });
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
  });

  it('an API server killed between the charge and its record: after a restart the charge is recorded, never repeated', async () => {
    const token = await logIn();
    const body = await paymentBody(token);
    const before = (await sandboxCharges(portal.sandboxUrl)).length;
    await hangAfterCharge(10_000);
    const inFlight = pay(token, body, 'e2e-fault-kill-0001').then(
      (r) => r.status,
      () => 'connection lost',
    );
    // The ERP has charged and holds its answer: the API server dies before it can record it.
    for (let i = 0; i < 100 && (await sandboxCharges(portal.sandboxUrl)).length === before; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
    await portal.killApi();
    await expect(inFlight).resolves.toBe('connection lost');

    await portal.startApi();
    // The session lives in PostgreSQL, so the customer's token still works; the repeat waits until
    // the attempt is stale (its process is gone), then the ledger asks the ERP.
    const repeat = await pay(token, body, 'e2e-fault-kill-0001');
    expect(repeat.status).toBe(200);
    await expect(repeat.json()).resolves.toMatchObject({ status: [{ message_type: 'S' }] });
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
    const again = await pay(token, body, 'e2e-fault-kill-0001');
    expect(again.status).toBe(200);
    expect((await sandboxCharges(portal.sandboxUrl)).length).toBe(before + 1);
  });
});
