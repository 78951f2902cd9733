import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERP_ENDPOINTS } from 'shared/server';
import { unpadded } from '../../lib/erp-values';
import { errorResponses } from '../../lib/schemas';
import { itemsFor } from '../data/items';
import { searchDocuments } from '../search';
import type { ErpStore } from '../store';
import { failure, ok } from '../views';

export const invoiceRoutes: FastifyPluginAsyncTypebox<{ store: ErpStore }> = async (app, { store }) => {
  const { invoiceSearch, invoiceDetail } = ERP_ENDPOINTS;
  app.post(
    invoiceSearch.path,
    { schema: { body: invoiceSearch.body, response: { 200: invoiceSearch.response, ...errorResponses } } },
    async (req) => {
      const outcome = searchDocuments(store, req.body);
      return { status: outcome.status, document_list: outcome.documents };
    },
  );

  app.post(
    invoiceDetail.path,
    { schema: { body: invoiceDetail.body, response: { 200: invoiceDetail.response, ...errorResponses } } },
    async (req) => {
      const number = req.body.document_detail.billing_document_number;
      const entry = store.findDocument(number);
      const company = entry && store.company(entry.soldTo.company_code);
      if (!entry || !company) return { status: failure(`Document ${unpadded(number.trim())} not found`) };
      const { document: d, soldTo } = entry;
      if (d.zzcustom.nodetail === 'X') {
        return { status: failure(`Document ${unpadded(number)} has no billing detail`) };
      }
      const payer = store.customer(soldTo.payer_number) ?? soldTo;
      return {
        status: ok(`Document ${unpadded(d.billing_document_number)} found`),
        detail: {
          header_data: {
            billing_document_number: d.billing_document_number,
            billing_document_type: d.billing_document_type,
            document_date: d.document_date,
            total_amount: d.total_amount,
            currency_key: d.currency_key,
          },
          partner_data: [
            { partner_function: 'WE' as const, address_data: { ...soldTo.address } },
            { partner_function: 'RG' as const, address_data: { ...payer.address } },
          ],
          item_data: itemsFor(d, company),
        },
      };
    },
  );
};
