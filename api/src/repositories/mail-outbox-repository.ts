import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

export interface OutgoingMail {
  kind: string;
  to: string;
  bcc: string;
  subject: string;
  text: string;
  /** The same mail as HTML, sent beside the text as an alternative. */
  html?: string | null;
  paymentAttemptId?: number | null;
}

export interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  bcc: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutboxRepository: MailOutboxRepository;
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

/** Outgoing mail (migration 004): written with what it reports, sent later by the outbox worker. */
export function createMailOutboxRepository(db: Queryable) {
  return {
    async enqueue(mail: OutgoingMail, q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ id: string | number }>(
        `INSERT INTO mail_outbox (kind, to_address, bcc, subject, text_body, html_body, payment_attempt_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [mail.kind, mail.to, mail.bcc, mail.subject, mail.text, mail.html ?? null, mail.paymentAttemptId ?? null],
      );
      return Number(rows[0]!.id);
    },

    /** Whether a mail of `kind` about this payment was queued within the last `seconds` (a resent receipt's pause). */
    async queuedRecently(paymentAttemptId: number, kind: string, seconds: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `SELECT 1 FROM mail_outbox
          WHERE payment_attempt_id = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3::double precision)
          LIMIT 1`,
        [paymentAttemptId, kind, seconds],
      );
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` due mails for `leaseSeconds`: FOR UPDATE SKIP LOCKED lets several
     * instances claim at once without taking the same mail, and pushing next_attempt_at ahead (the
     * lease) keeps others off it while it is being sent outside any transaction. A worker that dies
     * mid-send leaves the mail to be retried when the lease ends.
     */
    async claimDue(limit: number, leaseSeconds: number, q: Queryable = db): Promise<OutboxRow[]> {
      const { rows } = await q.query<OutboxRow>(
        `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
         WHERE id IN (
           SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id::int AS id, kind, to_address, bcc, subject, text_body, html_body, attempts`,
        [limit, leaseSeconds],
      );
      return rows;
    },

    async markSent(id: number, q: Queryable = db): Promise<void> {
      await q.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1", [id]);
    },

    /** A failed send: retried after `retryInSeconds`, or given up ('failed', kept) when `giveUp`. */
    async markFailed(id: number, error: string, retryInSeconds: number, giveUp: boolean, q: Queryable = db): Promise<void> {
      await q.query(
        `UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
                status = CASE WHEN $4::boolean THEN 'failed' ELSE 'pending' END
         WHERE id = $1`,
        [id, error.slice(0, 1000), retryInSeconds, giveUp],
      );
    },

    /** The backlog for the metrics (docs/operations/monitoring.md): mails pending, given up, and due now. */
    async backlog(q: Queryable = db): Promise<{ pending: number; failed: number; due: number }> {
      const { rows } = await q.query<{ pending: string; failed: string; due: string }>(
        `SELECT count(*) FILTER (WHERE status = 'pending')::text AS pending,
                count(*) FILTER (WHERE status = 'failed')::text AS failed,
                count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())::text AS due
           FROM mail_outbox WHERE status IN ('pending', 'failed')`,
      );
      const row = rows[0];
      return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), due: Number(row?.due ?? 0) };
    },
  };
}

export const mailOutboxRepositoryPlugin = fp(
  async (app) => {
    app.decorate('mailOutboxRepository', createMailOutboxRepository(app.db));
  },
  { name: 'mail-outbox-repository', dependencies: ['db'] },
);
