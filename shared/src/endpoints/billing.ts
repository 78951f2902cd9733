import { Type } from 'typebox';
import { ErpCustomizingResponseSchema } from '../erp/customer';
import { defineEndpoint } from './define';
import { ImpersonationQuerySchema } from './common';

/**
 * The billing customer's calls: accounts, invoices, documents, payments and payment methods
 * (docs/architecture/endpoints.md).
 */
export const billingEndpoints = {
  /** The ERP's payment configuration of one company code of the acting user's accounts (docs/product/navigation-and-layout.md). */
  customizing: defineEndpoint({
    method: 'POST',
    path: '/customer/customizing',
    query: ImpersonationQuerySchema,
    body: Type.Union([Type.Object({ company_code: Type.Optional(Type.String({ maxLength: 10 })) }), Type.Null(), Type.Undefined()]),
    response: ErpCustomizingResponseSchema,
    errors: [400, 401, 403, 404, 422, 502],
    access: 'active',
  }),
};
