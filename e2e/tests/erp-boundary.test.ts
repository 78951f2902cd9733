import { DEMO_PASSWORD } from '../src/browser';
import { sharedPortal } from '../src/shared-portal';

/** The API server in front of the sandbox ERP: what the ERP refuses comes back as its refusal. */
describe('the ERP boundary', () => {
  const { url } = sharedPortal();
  const json = (body: unknown, token?: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

  it("answers a date the ERP refuses with 422 and the ERP's message, not 502", async () => {
    const login = await fetch(`${url}/api/token/login`, json({ login: 'soldto@portal.test', password: DEMO_PASSWORD }));
    const { token } = (await login.json()) as { token: string };
    const search = {
      payer_data: { customer_number: '100100', company_code: '1000' },
      soldto_data: null,
      search_parameters: { document_type: '01', status: '03', date_from: '2026-01-01', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
    };
    const response = await fetch(`${url}/api/Invoice`, json(search, token));
    expect(response.status).toBe(422);
    await expect(response.json()).resolves.toMatchObject({ reason: 'erp_refused', message: expect.stringContaining('date_from') });
  });
});
