import type { FastifyInstance } from 'fastify';
import type { PdfUrlResponse } from 'shared/server';
import type { PdfGrantKind } from '../../repositories/pdf-grants-repository';

/** How long a PDF link opens its PDF. */
export const PDF_LINK_TTL_SECONDS = 5 * 60;

/**
 * A new browser tab carries no bearer header: the link is an unguessable token recorded (hashed)
 * in PostgreSQL for 5 minutes, for the PDF it was made for and the login session that asked; it
 * opens only with that session's PDF cookie, while the session lives (docs/security/pdf-links.md).
 */
export async function createPdfUrl(
  app: FastifyInstance,
  owner: { user: { user_id: number }; sessionId: string },
  kind: PdfGrantKind,
  payload: unknown,
): Promise<PdfUrlResponse> {
  const token = await app.pdfGrantsRepository.create(
    { userId: owner.user.user_id, sessionId: owner.sessionId },
    kind,
    payload,
    PDF_LINK_TTL_SECONDS,
  );
  return { url: `/api/pdf/${token}` };
}

/** A safe file name for Content-Disposition: the ERP's when it gives a plain one, else ours. */
export function pdfFileName(kind: PdfGrantKind, payload: unknown, erpDisposition: string | null): string {
  const erpName = /filename="?([\w.-]+\.pdf)"?/i.exec(erpDisposition ?? '')?.[1];
  if (erpName) return erpName;
  if (kind === 'statement') return 'statement.pdf';
  const numbers = (payload as { billing_document_numbers?: string[] }).billing_document_numbers ?? [];
  return numbers.length === 1 ? `invoice-${numbers[0]!.replace(/[^\w-]/g, '')}.pdf` : `invoices-${numbers.length}.pdf`;
}
