import type { Db } from './database';

const WRITE = /^\s*(insert|update|delete|with|merge|truncate|alter|create|drop)\b/i;
/**
 * An audit row changes nothing a short cache holds. Staff acting for a customer write one on every
 * request (docs/security/impersonation.md#what-is-logged): counted as writes, they would empty every
 * cache of the instance on each of those requests. Nor does the job queue's bookkeeping, which
 * claims and schedules every second (docs/architecture/jobs.md).
 */
const CACHE_NEUTRAL = /^\s*(insert\s+into\s+audit_log\b|(insert\s+into|update|delete\s+from)\s+(jobs|job_schedules)\b)/i;

/**
 * The database with a counter of this instance's writes: a short cache keeps an entry only while
 * the counter has not moved, so whatever this instance writes (a revoked session, a changed link)
 * is seen by its next request. The counter moves after a write completes and after every
 * transaction ends, when its writes become visible. Other instances rely on the cache's short
 * lifetime (docs/architecture/api.md#short-caches).
 */
export function withWriteEpoch(db: Db): { db: Db; epoch: () => number; bump: () => void } {
  let epoch = 0;
  const wrap = (handle: Db): Db => ({
    async query(sql, params) {
      try {
        return await handle.query(sql, params);
      } finally {
        if (WRITE.test(sql) && !CACHE_NEUTRAL.test(sql)) epoch += 1;
      }
    },
    async exec(sql) {
      try {
        await handle.exec(sql);
      } finally {
        epoch += 1;
      }
    },
    async transaction(fn) {
      try {
        return await handle.transaction((tx) => fn(wrap(tx)));
      } finally {
        epoch += 1;
      }
    },
    listen: (channel, onNotify) => handle.listen(channel, onNotify),
    close: () => handle.close(),
  });
  return {
    db: wrap(db),
    epoch: () => epoch,
    bump: () => {
      epoch += 1;
    },
  };
}
