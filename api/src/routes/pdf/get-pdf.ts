import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared/server';
import { Type } from 'typebox';
import { API_TEXTS, ApiError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { PdfTokenParamsSchema } from '../../schemas/invoices';
import { erpCall } from '../../services/erp-call';
import { pdfFileName } from '../../services/pdf-links';

const PdfSchema = Type.Unsafe<Buffer | Readable>({ type: 'string', format: 'binary', description: 'application/pdf' });

/**
 * GET /api/pdf/:token — no bearer: the link of a PDF request is the permission. Streams the ERP's
 * PDF (`/invoice/pdf` or `/invoice/statement-pdf`) inline. An unknown or expired link, or one of a
 * user who can no longer log in → 404; the ERP refusing the document → 404 with its message.
 */
export const getPdfRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pdf/:token',
    {
      schema: {
        params: PdfTokenParamsSchema,
        response: { 200: PdfSchema, ...errorResponses(400, 404, 502) },
      },
    },
    async (request, reply) => {
      const grant = await app.pdfGrantsRepository.use(request.params.token);
      const user = grant ? await app.usersRepository.findById(grant.user_id) : null;
      if (!grant || user?.status !== 'active') throw new ApiError(404, API_TEXTS.pdfLinkExpired, 'pdf_link_expired');
      const path = grant.kind === 'invoice' ? '/invoice/pdf' : '/invoice/statement-pdf';
      const answer = await erpCall(MESSAGES.invoicesPdfError, () => app.erp.pdf(path, grant.payload));
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
  );
};
