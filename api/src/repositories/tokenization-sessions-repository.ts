import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { TokenizationPaymentMethod } from 'shared/server';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    tokenizationSessionsRepository: TokenizationSessionsRepository;
  }
}

export interface NewTokenizationSession {
  accessToken: string;
  userId: number;
  targetUserId: number;
  customerNumber: string;
  companyCode: string;
  paymentMethod: TokenizationPaymentMethod;
  ttlSeconds: number;
}

export interface TokenizationSessionRow {
  user_id: number;
  target_user_id: number;
  customer_number: string;
  company_code: string;
  payment_method: TokenizationPaymentMethod;
  /** expires_at has passed (by the database's clock). */
  expired: boolean;
}

export type TokenizationSessionsRepository = ReturnType<typeof createTokenizationSessionsRepository>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Tokenizer sessions (migration 005): the access token itself is never stored, only its SHA-256,
 * with the user who asked for it. A session is found only together with that user.
 */
export function createTokenizationSessionsRepository(db: Queryable) {
  return {
    /** Records a session. Sessions expired for more than a day are removed on the way. */
    async create(session: NewTokenizationSession, q: Queryable = db): Promise<void> {
      await q.query("DELETE FROM tokenization_sessions WHERE expires_at < now() - interval '1 day'");
      await q.query(
        `INSERT INTO tokenization_sessions
           (token_hash, user_id, target_user_id, customer_number, company_code, payment_method, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [
          hashToken(session.accessToken),
          session.userId,
          session.targetUserId,
          session.customerNumber,
          session.companyCode,
          session.paymentMethod,
          session.ttlSeconds,
        ],
      );
    },

    /** The session of this access token if `userId` opened it (expired ones too, flagged), else null. */
    async findForUser(accessToken: string, userId: number, q: Queryable = db): Promise<TokenizationSessionRow | null> {
      const { rows } = await q.query<TokenizationSessionRow>(
        `SELECT user_id, target_user_id, customer_number, company_code, payment_method, expires_at <= now() AS expired
         FROM tokenization_sessions WHERE token_hash = $1 AND user_id = $2`,
        [hashToken(accessToken), userId],
      );
      return rows[0] ?? null;
    },

    /** Counts a read of the outcome (action 02). */
    async markRead(accessToken: string, q: Queryable = db): Promise<void> {
      await q.query(
        'UPDATE tokenization_sessions SET read_count = read_count + 1, last_read_at = now() WHERE token_hash = $1',
        [hashToken(accessToken)],
      );
    },
  };
}

export const tokenizationSessionsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('tokenizationSessionsRepository', createTokenizationSessionsRepository(app.db));
  },
  { name: 'tokenization-sessions-repository', dependencies: ['db'] },
);
