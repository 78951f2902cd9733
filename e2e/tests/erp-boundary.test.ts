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

  const searchOf = (companyCode: string, dateFrom: string) => ({
    payer_data: { customer_number: '100100', company_code: companyCode },
    soldto_data: null,
    search_parameters: { document_type: '01', status: '03', date_from: dateFrom, date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
  });
  const logIn = async () => {
    const login = await fetch(`${url}/api/token/login`, json({ login: 'soldto@portal.test', password: DEMO_PASSWORD }));
    return ((await login.json()) as { token: string }).token;
  };

  it('refuses a date that is not a real MM-DD-YYYY date itself (400), before the ERP is asked', async () => {
    const response = await fetch(`${url}/api/Invoice`, json(searchOf('1000', '2026-01-01'), await logIn()));
    expect(response.status).toBe(400);
  });

  it("answers what the ERP refuses with 422 and the ERP's message, not 502", async () => {
    const response = await fetch(`${url}/api/Invoice`, json(searchOf('2000', ''), await logIn()));
    expect(response.status).toBe(422);
    await expect(response.json()).resolves.toMatchObject({ reason: 'erp_refused', message: 'Customer 100100 not found in company code 2000' });
  });
});
