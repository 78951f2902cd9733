import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { TokenizationPaymentMethod } from 'shared/server';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    tokenizedMethodsRepository: TokenizedMethodsRepository;
  }
}

export interface TokenizedMethod {
  token: string;
  /** The user who opened the tokenization session. */
  userId: number;
  /** The user acted for (the same unless impersonating). */
  targetUserId: number;
  /** The payer, without leading zeros. */
  customerNumber: string;
  companyCode: string;
  paymentMethod: TokenizationPaymentMethod;
  ttlSeconds: number;
}

export type TokenizedMethodsRepository = ReturnType<typeof createTokenizedMethodsRepository>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Payment tokens that a tokenization session produced (migration 006), kept as SHA-256 with who may
 * use them, for which payer, until when. A token is found only together with all of these.
 */
export function createTokenizedMethodsRepository(db: Queryable) {
  return {
    /** Records a token for its owner and payer; reading it again renews the time. Old rows go on the way. */
    async record(method: TokenizedMethod, q: Queryable = db): Promise<void> {
      await q.query("DELETE FROM tokenized_methods WHERE expires_at < now() - interval '1 day'");
      await q.query(
        `INSERT INTO tokenized_methods AS m
           (token_hash, user_id, target_user_id, customer_number, company_code, payment_method, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + $7::double precision * interval '1 second')
         ON CONFLICT (token_hash, user_id, target_user_id, customer_number)
           DO UPDATE SET expires_at = EXCLUDED.expires_at, company_code = EXCLUDED.company_code`,
        [
          hashToken(method.token),
          method.userId,
          method.targetUserId,
          method.customerNumber,
          method.companyCode,
          method.paymentMethod,
          method.ttlSeconds,
        ],
      );
    },

    /** True when `token` was made by `userId`, acting for `targetUserId`, for this payer, and has not expired. */
    async isUsable(
      token: string,
      method: 'CC' | 'EC',
      owner: { userId: number; targetUserId: number; customerNumber: string },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query(
        `SELECT 1 FROM tokenized_methods
          WHERE token_hash = $1 AND user_id = $2 AND target_user_id = $3 AND customer_number = $4 AND payment_method = $5
            AND expires_at > now()`,
        [hashToken(token), owner.userId, owner.targetUserId, owner.customerNumber, method],
      );
      return rows.length > 0;
    },
  };
}

export const tokenizedMethodsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('tokenizedMethodsRepository', createTokenizedMethodsRepository(app.db));
  },
  { name: 'tokenized-methods-repository', dependencies: ['db'] },
);
