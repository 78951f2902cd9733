import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type InvoiceSearchResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { loadAccountAccess } from '../../services/access/account-access';
import { erpCall } from '../../services/erp/erp-call';
import { searchInvoices } from '../../services/invoices/invoice-search';

/**
 * POST /api/Invoice[?userid=] — docs/product/invoices.md invoice search. Every account of the search must be the
 * caller's (or the impersonated user's): 403 before the ERP is asked. ERP status S or W → 200
 * (W carries its message); any other status → 422 with the ERP's message line.
 */
export const invoiceSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.invoiceSearch),
    handler: async (request, reply): Promise<InvoiceSearchResponse> => {
      const { answer, bytes } = await erpCall(MESSAGES.invoicesError, async () => {
        const access = await loadAccountAccess(app, actingOf(request));
        return searchInvoices(app, access, request.body);
      });
      if (!bytes) return answer;
      // The ERP's bytes are the answer: Fastify sends a Buffer as it is, without serialising every
      // document again (the type provider knows only the serialised shape, hence the cast).
      void reply.type('application/json; charset=utf-8');
      return bytes as unknown as InvoiceSearchResponse;
    },
  });
};
