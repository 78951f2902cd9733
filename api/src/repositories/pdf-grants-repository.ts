import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';
import { hashPdfKey } from '../security/pdf-session-cookie';

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
 * Short-lived PDF links (migrations 002, 006). The token is handed out once and only its SHA-256 is
 * stored with the login session that asked for it; it opens the PDF it was made for until it
 * expires, only with that session's PDF key (a cookie) and only while the session is alive.
 */
export function createPdfGrantsRepository(db: Queryable) {
  return {
    /** Records a grant and returns its token. Grants expired for more than a day are removed on the way. */
    async create(
      owner: { userId: number; sessionId: string },
      kind: PdfGrantKind,
      payload: unknown,
      ttlSeconds: number,
      q: Queryable = db,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await q.query("DELETE FROM pdf_grants WHERE expires_at < now() - interval '1 day'");
      await q.query(
        `INSERT INTO pdf_grants (token_hash, user_id, session_id, kind, payload, expires_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, now() + make_interval(secs => $6))`,
        [hashToken(token), owner.userId, owner.sessionId, kind, JSON.stringify(payload), ttlSeconds],
      );
      return token;
    },

    /**
     * The grant of a token that has not expired, presented with the PDF key of the session that
     * made it while that session is not revoked (counting the fetch), or null.
     */
    async use(token: string, pdfKey: string | null, q: Queryable = db): Promise<PdfGrant | null> {
      if (!TOKEN_PATTERN.test(token) || pdfKey === null) return null;
      const { rows } = await q.query<PdfGrant>(
        `UPDATE pdf_grants g SET fetch_count = g.fetch_count + 1, last_fetched_at = now()
           FROM sessions s
          WHERE g.token_hash = $1 AND g.expires_at > now()
            AND s.id = g.session_id AND s.revoked_at IS NULL AND s.pdf_key_hash = $2
         RETURNING g.user_id, g.kind, g.payload`,
        [hashToken(token), hashPdfKey(pdfKey)],
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
