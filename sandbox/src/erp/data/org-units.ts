import type { ErpCompanyCode, ErpSalesOrganization } from 'shared/server';
import { COMPANIES } from './companies';

/**
 * Company codes and sales organizations as the ERP lists them. Every billing company is active; a
 * retired company code and a retired sales organization stay listed without the active flag, as an
 * ERP keeps them, so the portal's "active entries only" rule has something to leave out.
 */
export const COMPANY_CODES: readonly ErpCompanyCode[] = [
  ...COMPANIES.map((c) => ({ company_code: c.company_code, name: c.brand, active: 'X' as const })),
  { company_code: '3000', name: 'Atlas Lift Services (retired)', active: '' },
];

export const SALES_ORGANIZATIONS: readonly ErpSalesOrganization[] = [
  ...COMPANIES.map((c) => ({
    sales_organization: c.sales_area.sales_organization,
    company_code: c.company_code,
    name: `${c.brand} sales`,
    active: 'X' as const,
  })),
  { sales_organization: '1050', company_code: '1000', name: 'Summit Elevator Company modernization (closed)', active: '' },
  { sales_organization: '3000', company_code: '3000', name: 'Atlas Lift Services sales (retired)', active: '' },
];
