import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ERP_PDF_ENDPOINTS, MESSAGES } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { erpCall } from '../../services/erp/erp-call';
import { pdfFileName } from '../../services/invoices/pdf-links';
import { pdfKeyOf } from '../../security/pdf-session-cookie';

/**
 * GET /api/pdf/:token — no bearer (a new tab has none): the link with the PDF cookie of the session
 * that asked for it, while that session lives. Streams the ERP's PDF (`/invoice/pdf` or
 * `/invoice/statement-pdf`) inline. An unknown or expired link, another browser's or a logged-out
 * session's, or one of a user who can no longer log in → 404; the ERP refusing the document → 404
 * with its message.
 */
export const getPdfRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.pdf),
    handler: async (request, reply) => {
      const grant = await app.pdfGrantsRepository.use(request.params.token, pdfKeyOf(request));
      const user = grant ? await app.usersRepository.findById(grant.user_id) : null;
      if (!grant || user?.status !== 'active') throw new ApiError(404, API_TEXTS.pdfLinkExpired, 'pdf_link_expired');
      const endpoint = grant.kind === 'invoice' ? ERP_PDF_ENDPOINTS.invoicePdf : ERP_PDF_ENDPOINTS.statementPdf;
      const answer = await erpCall(MESSAGES.invoicesPdfError, () => app.erp.pdf(endpoint, grant.payload));
      if (!answer.ok) {
        const message = answer.message || (grant.kind === 'invoice' ? API_TEXTS.noPdf : MESSAGES.invoicesPdfError);
        throw new ApiError(answer.status === 404 ? 404 : 502, message, answer.status === 404 ? 'no_pdf' : 'erp_refused');
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName(grant.kind, grant.payload, answer.contentDisposition)}"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(answer.body);
    },
  });
};
