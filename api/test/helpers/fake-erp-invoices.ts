import type { FastifyPluginAsync } from 'fastify';
import { ERP_ENDPOINTS, ERP_PDF_ENDPOINTS, type ErpDocument, type ErpErrorBody, type ErpRequestOf } from 'shared/server';
import { fakeRoute, type FakeErp } from './fake-erp';
import { customerOf, documentsOf, findDocument } from './fake-erp-data';

const strip = (n: string | undefined) => String(n ?? '').trim().replace(/^0+/, '');

/** docs/product/invoices.md search: a sold-to gives its own documents, a payer its sold-tos (narrowed by soldto_data). */
export function fakeSearch(body: ErpRequestOf<typeof ERP_ENDPOINTS.invoiceSearch>): ErpDocument[] | null {
  const customer = customerOf(body.payer_data.customer_number);
  if (!customer) return null;
  let soldTos = [customer];
  if (customer.kind === 'payer') {
    const all = (customer.soldto_list ?? []).map((n) => customerOf(n)!);
    const limit = new Set([body.soldto_data?.customer_number, ...(body.soldto_data?.accounts ?? [])].map(strip).filter(Boolean));
    soldTos = limit.size === 0 ? all : all.filter((c) => limit.has(c.customer_number));
  }
  const numbers = new Set(
    (body.search_parameters.filter ?? []).filter((f) => f.filter_type === '01').map((f) => strip(f.value)).filter(Boolean),
  );
  const status = body.search_parameters.status;
  return soldTos
    .flatMap(documentsOf)
    .filter((d) => (status === '02' ? d.open_amount === 0 : status === '01' ? d.open_amount !== 0 : true))
    .filter((d) => numbers.size === 0 || numbers.has(strip(d.billing_document_number)));
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const notFound = (message: string): ErpErrorBody => ({
  statusCode: 404,
  error: 'Not Found',
  message,
  status: { message_type: 'E', message_line_string: message },
});

export const fakeInvoiceRoutes: FastifyPluginAsync<{ state: FakeErp }> = async (app, { state }) => {
  fakeRoute(app, ERP_ENDPOINTS.invoiceSearch, async (body) => {
    const found = fakeSearch(body)?.map((d) =>
      state.clearedDocuments.has(strip(d.billing_document_number)) ? { ...d, open_amount: 0, paid_amount: d.total_amount, clearing_date: '02-20-2026' } : d,
    );
    if (state.searchStatus?.message_type === 'E') return { status: state.searchStatus, document_list: [] };
    if (!found) return { status: { message_type: 'E', message_line_string: `Customer ${body.payer_data.customer_number} not found` }, document_list: [] };
    if (state.searchStatus) return { status: state.searchStatus, document_list: found };
    if (found.length === 0) return { status: { message_type: 'W', message_line_string: 'No documents found' }, document_list: [] };
    return { status: { message_type: 'S', message_line_string: `${found.length} documents found` }, document_list: found };
  });

  fakeRoute(app, ERP_ENDPOINTS.invoiceDetail, async (body) => {
    const number = body.document_detail.billing_document_number;
    const doc = findDocument(number);
    if (!doc) return { status: { message_type: 'E', message_line_string: `Document ${strip(number)} not found` } };
    if (doc.zzcustom.nodetail === 'X') {
      return { status: { message_type: 'E', message_line_string: `Document ${strip(number)} has no billing detail` } };
    }
    const address = { name: 'Fake', street: 'Main St 1', city: 'Boston', region: 'MA', postal_code_city: '02101', country: 'US' };
    return {
      status: { message_type: 'S', message_line_string: `Document ${strip(number)} found` },
      detail: {
        header_data: {
          billing_document_number: doc.billing_document_number,
          billing_document_type: doc.billing_document_type,
          document_date: doc.document_date,
          total_amount: doc.total_amount,
          currency_key: doc.currency_key,
        },
        partner_data: [
          { partner_function: 'WE', address_data: address },
          { partner_function: 'RG', address_data: address },
        ],
        item_data: [{ item_number: '10', billed_quantity: 1, material_number: 'M-1', description: 'Service', total_amount: doc.total_amount }],
      },
    };
  });

  app.post<{ Body: ErpRequestOf<typeof ERP_PDF_ENDPOINTS.invoicePdf> }>(`/erp${ERP_PDF_ENDPOINTS.invoicePdf.path}`, async (request, reply) => {
    const docs = request.body.billing_document_numbers.map((n) => ({ n, doc: findDocument(n) }));
    const unknown = docs.filter((d) => !d.doc);
    if (unknown.length > 0) return reply.code(404).send(notFound(`Document ${unknown.map((d) => d.n).join(', ')} not found`));
    const printable = docs.filter((d) => d.doc!.pdf_document_available === 'X').map((d) => strip(d.n));
    if (printable.length === 0) return reply.code(404).send(notFound('No PDF available'));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="invoice-${printable[0]}.pdf"`)
      .send(pdf(`invoices ${printable.join(',')}`));
  });

  app.post<{ Body: ErpRequestOf<typeof ERP_ENDPOINTS.invoiceSearch> }>(`/erp${ERP_PDF_ENDPOINTS.statementPdf.path}`, async (request, reply) => {
    const found = fakeSearch(request.body);
    if (!found) return reply.code(404).send(notFound('Customer not found'));
    const soldTos = [...new Set(found.map((d) => strip(d.soldto_number)))].sort();
    return reply.type('application/pdf').send(pdf(`statement of ${found.length} documents, sold-tos ${soldTos.join(',')}`));
  });
};
