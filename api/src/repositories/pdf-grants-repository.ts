import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

export type PdfGrantKind = 'invoice' | 'statement';

export interface PdfGrant {
  user_id: number;
  kind: PdfGrantKind;
  payload: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfGrantsRepository: PdfGrantsRepository;
  }
}

export type PdfGrantsRepository = ReturnType<typeof createPdfGrantsRepository>;

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Short-lived PDF links (migration 002). The token is handed out once and only its SHA-256 is
 * stored; it opens the PDF it was made for until it expires, without a bearer header.
 */
export function createPdfGrantsRepository(db: Queryable) {
  return {
    /** Records a grant and returns its token. Grants expired for more than a day are removed on the way. */
    async create(userId: number, kind: PdfGrantKind, payload: unknown, ttlSeconds: number, q: Queryable = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await q.query("DELETE FROM pdf_grants WHERE expires_at < now() - interval '1 day'");
      await q.query(
        `INSERT INTO pdf_grants (token_hash, user_id, kind, payload, expires_at)
         VALUES ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5))`,
        [hashToken(token), userId, kind, JSON.stringify(payload), ttlSeconds],
      );
      return token;
    },

    /** The grant of a token that has not expired (counting the fetch), or null. */
    async use(token: string, q: Queryable = db): Promise<PdfGrant | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const { rows } = await q.query<PdfGrant>(
        `UPDATE pdf_grants SET fetch_count = fetch_count + 1, last_fetched_at = now()
         WHERE token_hash = $1 AND expires_at > now()
         RETURNING user_id, kind, payload`,
        [hashToken(token)],
      );
      return rows[0] ?? null;
    },
  };
}

export const pdfGrantsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('pdfGrantsRepository', createPdfGrantsRepository(app.db));
  },
  { name: 'pdf-grants-repository', dependencies: ['db'] },
);
