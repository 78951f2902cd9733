import fp from 'fastify-plugin';
import type { ErpCustomer } from 'shared/server';
import type { AccountRow } from '../../repositories/accounts-repository';
import type { SessionWithUser } from '../../repositories/sessions-repository';
import { ShortCache } from '../../services/cache/short-cache';

/** How long an answer is reused: what another instance changes is seen within this time. */
export const SHORT_CACHE_TTL_MS = 2000;

export interface ShortCaches {
  /** Session id → the session with its user (authenticate). */
  sessions: ShortCache<SessionWithUser | null>;
  /** User id → linked accounts and exclusions (account access). */
  links: ShortCache<{ accounts: AccountRow[]; exclusions: string[] }>;
  /** Payer numbers → the ERP's master data of them (account access). */
  customers: ShortCache<ErpCustomer[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shortCaches: ShortCaches;
  }
}

/**
 * The short caches of the per-request path (docs/architecture/api.md#short-caches): every
 * authenticated request needs its session, user and account access, and asking the database and
 * the ERP for them each time cost more than the rest of most requests.
 */
export const shortCachesPlugin = fp(
  async (app) => {
    const epoch = app.dbEpoch;
    const caches: ShortCaches = {
      sessions: new ShortCache(SHORT_CACHE_TTL_MS, epoch),
      links: new ShortCache(SHORT_CACHE_TTL_MS, epoch),
      customers: new ShortCache(SHORT_CACHE_TTL_MS, epoch),
    };
    app.decorate('shortCaches', caches);
  },
  { name: 'short-caches', dependencies: ['db'] },
);
