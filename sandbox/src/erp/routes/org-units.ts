import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERP_ENDPOINTS } from 'shared/server';
import { errorResponses } from '../../lib/schemas';
import { COMPANY_CODES, SALES_ORGANIZATIONS } from '../data/org-units';
import { ok } from '../views';

/** GET /erp/customizing/org-units: company codes and sales organizations with their active flag. */
export const orgUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orgUnits } = ERP_ENDPOINTS;
  app.get(orgUnits.path, { schema: { response: { 200: orgUnits.response, ...errorResponses } } }, async () => ({
    status: ok(`${COMPANY_CODES.length} company codes`),
    company_codes: COMPANY_CODES.map((c) => ({ ...c })),
    sales_organizations: SALES_ORGANIZATIONS.map((s) => ({ ...s })),
  }));
};
