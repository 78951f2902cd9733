import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERP_PDF_ENDPOINTS } from 'shared/server';
import { unpadded } from '../../lib/erp-values';
import { errorBody, errorResponses, PdfSchema } from '../../lib/schemas';
import { findCompany } from '../data/companies';
import { itemsFor } from '../data/items';
import { invoicesPdf, type InvoicePage } from '../pdf/invoice-pdf';
import { statementPdf } from '../pdf/statement-pdf';
import { describeSearch, searchDocuments } from '../search';
import type { ErpStore } from '../store';

export const pdfRoutes: FastifyPluginAsyncTypebox<{ store: ErpStore }> = async (app, { store }) => {
  /**
   * One page per invoice, merged into one PDF. Unknown numbers fail the whole
   * request; documents flagged without a PDF are skipped, and if nothing is
   * left the answer is a 404 as well.
   */
  const { invoicePdf, statementPdf: statement } = ERP_PDF_ENDPOINTS;
  app.post(
    invoicePdf.path,
    { schema: { body: invoicePdf.body, response: { 200: PdfSchema, ...errorResponses } } },
    async (req, reply) => {
      const numbers = [...new Set(req.body.billing_document_numbers.map((n) => unpadded(n.trim())))];
      const entries = numbers.map((n) => ({ n, entry: store.findDocument(n) }));
      const unknown = entries.filter((e) => !e.entry).map((e) => e.n);
      if (unknown.length > 0) {
        return reply.code(404).send(errorBody(404, 'Not Found', `Document ${unknown.join(', ')} not found`));
      }
      const pages: InvoicePage[] = [];
      for (const { entry } of entries) {
        const company = entry && findCompany(entry.soldTo.company_code);
        if (!entry || !company || entry.document.pdf_document_available !== 'X') continue;
        const payer = store.customer(entry.soldTo.payer_number) ?? entry.soldTo;
        pages.push({
          document: entry.document,
          company,
          customer: entry.soldTo.address,
          recipient: payer.address,
          items: itemsFor(entry.document, company),
        });
      }
      if (pages.length === 0) {
        return reply.code(404).send(errorBody(404, 'Not Found', `No PDF available for document ${numbers.join(', ')}`));
      }
      const pdf = await invoicesPdf(pages);
      const name = pages.length === 1 ? `invoice-${numbers[0]}.pdf` : `invoices-${pages.length}.pdf`;
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).send(pdf);
    },
  );

  /** A statement of the documents a search finds (the Export to PDF of the search page). */
  app.post(
    statement.path,
    { schema: { body: statement.body, response: { 200: PdfSchema, ...errorResponses } } },
    async (req, reply) => {
      const outcome = searchDocuments(store, req.body);
      const customer = outcome.customer;
      const company = customer && findCompany(customer.company_code);
      if (outcome.status.message_type === 'E' || !customer || !company) {
        const code = outcome.failure === 'bad_request' ? 400 : 404;
        const text = code === 400 ? 'Bad Request' : 'Not Found';
        return reply.code(code).send(errorBody(code, text, outcome.status.message_line_string));
      }
      const pdf = await statementPdf({
        customer,
        company,
        documents: outcome.documents,
        criteria: describeSearch(req.body),
        today: store.today(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="statement-${customer.customer_number}.pdf"`)
        .send(pdf);
    },
  );
};
