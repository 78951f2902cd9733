import type { ErpOrgUnitsResponse } from 'shared/server';
import { buildTestSandbox } from './helpers';

describe('GET /erp/customizing/org-units', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());

  it('lists every billing company code and sales organization as active, and retired ones without the flag', async () => {
    const res = await app.inject({ method: 'GET', url: '/erp/customizing/org-units' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ErpOrgUnitsResponse>();
    const active = <T extends { active: string }>(list: T[]) => list.filter((e) => e.active === 'X');
    expect(active(body.company_codes).map((c) => c.company_code)).toEqual(['1000', '1100', '2000', '0020', 'JP01']);
    expect(body.company_codes.find((c) => c.company_code === '3000')).toMatchObject({ active: '' });
    expect(active(body.sales_organizations).map((s) => s.sales_organization)).toEqual(['1000', '1100', '2000', '0020', 'JP01']);
    expect(body.sales_organizations.filter((s) => s.active === '').map((s) => s.sales_organization)).toEqual(['1050', '3000']);
  });
});
