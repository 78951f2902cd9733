import { buildTestSandbox, postJson } from './helpers';
import { cardDetail, line, pay, payment, pick, VISA_100100 } from './payment-helpers';

/** A charge under a portal reference is made at most once, and a lookup tells whether it was made. */
describe('charges by portal reference, and their lookup', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/erp/__reset' });
  });

  const charges = () => app.erpStore.ledger.entries().length;
  const lookup = async (reference: string) =>
    (await postJson<{ charged: string; response?: unknown }>(app, '/erp/payments/lookup', { portal_reference: reference })).body;
  const payOnce = (reference: string) => {
    const invoice = pick(app, '100100', 'open');
    return pay(app, { ...payment('100100', '1000', cardDetail(VISA_100100), [line(invoice, 10)]), portal_reference: reference } as never);
  };

  it('answers a repeat of the reference with the first answer, charging once', async () => {
    const first = await payOnce('pa-test-1');
    expect(first.status[0]!.message_type).toBe('S');
    expect(await payOnce('pa-test-1')).toEqual(first);
    expect(charges()).toBe(1);
    expect(await lookup('pa-test-1')).toEqual({ status: expect.objectContaining({ message_type: 'S' }), charged: 'X', response: first });
  });

  it('closes a reference looked up before its charge: the late charge is refused', async () => {
    expect(await lookup('pa-test-2')).toMatchObject({ charged: '' });
    const late = await payOnce('pa-test-2');
    expect(late).toEqual({ status: [expect.objectContaining({ message_type: 'E', message_line_string: expect.stringContaining('closed') })], payed: [] });
    expect(charges()).toBe(0);
  });

  it('holds the answer after charging when a test asks for it (__faults)', async () => {
    await postJson(app, '/erp/__faults', { hang_after_charge_ms: 1000, count: 1 });
    let answered = false;
    const held = payOnce('pa-test-3').then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(charges()).toBe(1);
    expect(answered).toBe(false);
    await held;
    expect(answered).toBe(true);
  });

  it('waits before charging when a test asks for it (__faults), and a lookup meanwhile means it never charges', async () => {
    await postJson(app, '/erp/__faults', { hang_after_charge_ms: 0, hang_before_charge_ms: 500, count: 1 });
    const held = payOnce('pa-test-4');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(charges()).toBe(0);
    expect(await lookup('pa-test-4')).toMatchObject({ charged: '' });
    const late = await held;
    expect(late.status[0]).toMatchObject({ message_type: 'E', message_line_string: expect.stringContaining('closed') });
    expect(charges()).toBe(0);
    // Only the next charge waited.
    expect((await payOnce('pa-test-5')).status[0]!.message_type).toBe('S');
  });
});
