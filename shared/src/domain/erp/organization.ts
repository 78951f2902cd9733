import { Type } from 'typebox';
import { ErpFlagSchema, ErpStatusSchema } from './common';

/** A company code of the ERP; `active` X means new links may use it. */
export const ErpCompanyCodeSchema = Type.Object({
  company_code: Type.String(),
  name: Type.String(),
  active: ErpFlagSchema,
});

/** A sales organization of a company code; `active` X means new links may use it. */
export const ErpSalesOrganizationSchema = Type.Object({
  sales_organization: Type.String(),
  company_code: Type.String(),
  name: Type.String(),
  active: ErpFlagSchema,
});

/**
 * GET /erp/customizing/org-units: every company code and sales organization with its active flag.
 * Linked accounts may choose only the active ones (docs/product/users-and-admin.md#linked-accounts).
 */
export const ErpOrgUnitsResponseSchema = Type.Object({
  status: ErpStatusSchema,
  company_codes: Type.Array(ErpCompanyCodeSchema),
  sales_organizations: Type.Array(ErpSalesOrganizationSchema),
});
