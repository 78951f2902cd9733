import type { Queryable } from '../db/database';

/** One counter's limit: at most `max` counted attempts in a fixed window of `windowSeconds`. */
export interface CounterLimit {
  max: number;
  windowSeconds: number;
}

export interface CounterKeys {
  /** subject + client: the one that backs off first. */
  pair: string;
  client: string;
  subject: string;
}

export interface CounterLimits {
  pair: CounterLimit;
  client: CounterLimit;
  subject: CounterLimit;
  /** A pair that succeeded within this many seconds is not held back by the subject's block. */
  trustSeconds: number;
}

export interface CountedAttempt {
  allowed: boolean;
  /** Which counter refused the attempt (the first one in pair, client, subject order). */
  blockedBy: 'pair' | 'client' | 'subject' | null;
  /** Seconds until the refusing counter's window ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface Row {
  pair_ok: boolean;
  pair_wait: number;
  trusted: boolean;
  client_ok: boolean | null;
  client_wait: number | null;
  subject_ok: boolean | null;
  subject_wait: number | null;
}

/**
 * The upsert of one counter: a new window when the old one is over, else one more attempt, but
 * never past max + 1. A refused attempt leaves the count where it is, so the attempts still in
 * flight, refunded when they succeed, bring it back under the limit: a burst of right passwords
 * from one address does not lock that address out for the rest of the window.
 */
const upsert = (kind: string, keyParam: string, windowParam: string, maxParam: string, from: string) => `
  INSERT INTO attempt_counters AS c (scope, kind, key, failures, window_started_at)
  SELECT $1, '${kind}', ${keyParam}, 1, now() ${from}
  ON CONFLICT (scope, kind, key) DO UPDATE SET
    failures = CASE WHEN c.window_started_at <= now() - ${windowParam}::double precision * interval '1 second'
                    THEN 1 ELSE LEAST(c.failures + 1, ${maxParam}::int + 1) END,
    window_started_at = CASE WHEN c.window_started_at <= now() - ${windowParam}::double precision * interval '1 second'
                             THEN now() ELSE c.window_started_at END`;

const wait = (windowParam: string) =>
  `GREATEST(0, ceil(extract(epoch FROM window_started_at + ${windowParam}::double precision * interval '1 second' - now())))::int`;

/**
 * Counts an attempt and decides on it in ONE statement, so parallel attempts on any number of
 * instances each see their own count (no check-then-count race). The pair is always counted; the
 * client only when the pair let the attempt through, the subject only when the client did too — an
 * attacker already held back on their own pair or address cannot push the subject's count further.
 */
const COUNT_SQL = `
WITH pair AS (${upsert('pair', '$2', '$6', '$5', '')}
  RETURNING failures <= $5 AS ok, ${wait('$6')} AS wait,
            COALESCE(last_success_at > now() - $11::double precision * interval '1 second', false) AS trusted
), client AS (${upsert('client', '$3', '$8', '$7', 'FROM pair WHERE pair.ok')}
  RETURNING failures <= $7 AS ok, ${wait('$8')} AS wait
), subject AS (${upsert('subject', '$4', '$10', '$9', 'FROM client WHERE client.ok')}
  RETURNING failures <= $9 AS ok, ${wait('$10')} AS wait
)
SELECT p.ok AS pair_ok, p.wait AS pair_wait, p.trusted, c.ok AS client_ok, c.wait AS client_wait,
       s.ok AS subject_ok, s.wait AS subject_wait
  FROM pair p LEFT JOIN client c ON true LEFT JOIN subject s ON true`;

export type AttemptCountersRepository = ReturnType<typeof createAttemptCountersRepository>;

/** Attempt counters in PostgreSQL (migration 006), shared by every instance. */
export function createAttemptCountersRepository(db: Queryable) {
  return {
    async count(scope: string, keys: CounterKeys, limits: CounterLimits, q: Queryable = db): Promise<CountedAttempt> {
      const { rows } = await q.query<Row>(COUNT_SQL, [
        scope,
        keys.pair,
        keys.client,
        keys.subject,
        limits.pair.max,
        limits.pair.windowSeconds,
        limits.client.max,
        limits.client.windowSeconds,
        limits.subject.max,
        limits.subject.windowSeconds,
        limits.trustSeconds,
      ]);
      const row = rows[0]!;
      if (!row.pair_ok) return { allowed: false, blockedBy: 'pair', retryAfterSeconds: row.pair_wait };
      if (!row.client_ok) return { allowed: false, blockedBy: 'client', retryAfterSeconds: row.client_wait ?? 0 };
      if (!row.subject_ok && !row.trusted) return { allowed: false, blockedBy: 'subject', retryAfterSeconds: row.subject_wait ?? 0 };
      return { allowed: true, blockedBy: null, retryAfterSeconds: 0 };
    },

    /**
     * A counted attempt turned out well: the pair starts afresh and is trusted from now on, and
     * the attempt no longer counts against the client or the subject.
     */
    async succeeded(scope: string, keys: CounterKeys, q: Queryable = db): Promise<void> {
      await q.query(
        `WITH pair AS (
           UPDATE attempt_counters SET failures = 0, window_started_at = now(), last_success_at = now()
            WHERE scope = $1 AND kind = 'pair' AND key = $2
         )
         UPDATE attempt_counters SET failures = GREATEST(failures - 1, 0)
          WHERE scope = $1 AND ((kind = 'client' AND key = $3) OR (kind = 'subject' AND key = $4))`,
        [scope, keys.pair, keys.client, keys.subject],
      );
    },

    /** Removes counters whose window ended and whose pair is not trusted, older than `seconds`. */
    async purge(olderThanSeconds: number, q: Queryable = db): Promise<void> {
      await q.query(
        `DELETE FROM attempt_counters
          WHERE window_started_at < now() - $1::double precision * interval '1 second'
            AND (last_success_at IS NULL OR last_success_at < now() - $1::double precision * interval '1 second')`,
        [olderThanSeconds],
      );
    },
  };
}
