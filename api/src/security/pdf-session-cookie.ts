import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * PDF links open in a new browser tab, which carries no bearer header. What proves that the tab
 * belongs to the session that asked for the link is this cookie: set at login, HttpOnly (no script
 * reads it), SameSite=Strict, sent only to /api/pdf, and cleared at logout. Its value is the
 * session's PDF key (256 random bits; the database keeps only the SHA-256). A link opens only with
 * the cookie of its own session while that session is alive (docs/security/pdf-links.md).
 */
export const PDF_COOKIE = 'portal_pdf';
export const PDF_COOKIE_PATH = '/api/pdf';

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newPdfKey = (): string => randomBytes(32).toString('base64url');
export const hashPdfKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Secure when the browser reached us over https (directly, or through a trusted proxy). */
function attributes(request: FastifyRequest): string {
  return `Path=${PDF_COOKIE_PATH}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

export function setPdfCookie(request: FastifyRequest, reply: FastifyReply, key: string): void {
  reply.header('set-cookie', `${PDF_COOKIE}=${key}; ${attributes(request)}`);
}

export function clearPdfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${PDF_COOKIE}=; Max-Age=0; ${attributes(request)}`);
}

/** The PDF key the browser sent, or null (absent or not of the right form). */
export function pdfKeyOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== PDF_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (KEY_PATTERN.test(value)) return value;
  }
  return null;
}
