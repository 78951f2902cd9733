import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ERP_ENDPOINTS, erpOutcome, MESSAGES, type ErpConfigurationResponse, type ErpConfigurationValue, type OrgUnitsResponse } from 'shared/server';
import { erpCall } from '../erp/erp-call';

/** ERP_URL without any user name or password it may carry. */
export function publicErpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '';
  }
}

/**
 * The ERP's company codes and sales organizations that are active (flag X): the only choices of a
 * linked account (docs/product/users-and-admin.md#linked-accounts). 502 when the ERP cannot say.
 */
export async function activeOrgUnits(app: FastifyInstance): Promise<OrgUnitsResponse> {
  const units = await erpCall(MESSAGES.configurationError, () => app.erp.call(ERP_ENDPOINTS.orgUnits, undefined));
  return {
    CompanyCodes: units.company_codes.filter((c) => c.active === 'X').map((c) => ({ CompanyCode: c.company_code, Name: c.name })),
    SalesOrganizations: units.sales_organizations
      .filter((s) => s.active === 'X')
      .map((s) => ({ SalesOrganization: s.sales_organization, CompanyCode: s.company_code, Name: s.name })),
  };
}

/**
 * The ERP's side of the configuration, read-only, for the configuration page: the connection, the
 * company codes and sales organizations, and each active company's payment configuration. It
 * answers while the ERP is down too (the page must stay usable then), with the reason.
 */
export async function erpConfiguration(app: FastifyInstance, log: FastifyBaseLogger = app.log): Promise<ErpConfigurationResponse> {
  const ErpUrl = publicErpUrl(app.erp.baseUrl);
  try {
    const status = await app.erp.status();
    const units = await app.erp.call(ERP_ENDPOINTS.orgUnits, undefined);
    const payment: Record<string, ErpConfigurationValue> = {};
    for (const company of units.company_codes.filter((c) => c.active === 'X')) {
      const { status: _status, ...customizing } = await app.erp.call(ERP_ENDPOINTS.customizing, { company_code: company.company_code });
      payment[company.company_code] = customizing as ErpConfigurationValue;
    }
    return {
      ErpUrl,
      Connection: { ok: erpOutcome(status.data.status, 'confirm') === 'ok', message: status.data.status.message_line_string },
      Configuration: {
        'Company codes': units.company_codes as unknown as ErpConfigurationValue,
        'Sales organizations': units.sales_organizations as unknown as ErpConfigurationValue,
        'Payment configuration': payment,
      },
    };
  } catch (error) {
    log.info({ err: error }, 'ERP configuration could not be read');
    return { ErpUrl, Connection: { ok: false, message: 'The ERP could not be reached.' }, Configuration: {} };
  }
}
