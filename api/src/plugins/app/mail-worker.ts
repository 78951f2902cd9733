import fp from 'fastify-plugin';

/** The outbox round's job (and schedule) name. */
export const MAIL_OUTBOX_JOB = 'mail-outbox';

export interface MailWorkerOptions {
  /** false in tests that drive the worker themselves (runOnce) or need no mail. Default true. */
  enabled?: boolean;
  /** How often the outbox is looked at (default 5 s; whole seconds, at least 1). */
  intervalMs?: number;
  /** Mails claimed per round (default 10). */
  batchSize?: number;
  /** How long a claimed mail is kept from other instances while it is sent (default 120 s). */
  leaseSeconds?: number;
  /** First retry delay; it doubles with every failed attempt (default 30 s)… */
  baseDelaySeconds?: number;
  /** …up to this (default 1 hour). */
  maxDelaySeconds?: number;
  /** After this many failed attempts a mail is marked failed and kept for an operator (default 25). */
  maxAttempts?: number;
}

export interface MailWorker {
  /** One round: claims due mails, sends them, records each outcome. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Asks for a round soon (after a receipt was enqueued); nothing when the worker is disabled. */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/** Exponential backoff: base, 2×base, 4×base, … capped. */
export function retryDelaySeconds(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * The mail outbox worker: a repeating job of the queue (plugins/app/job-queue.ts), which starts
 * with the app and stops cleanly when it closes (the round in flight is awaited). A mail that
 * cannot be sent is retried later with a growing delay; nothing about sending ever reaches the
 * request that enqueued it.
 */
export const mailWorkerPlugin = fp<MailWorkerOptions>(
  async (app, opts) => {
    const enabled = opts.enabled ?? true;
    const intervalMs = opts.intervalMs ?? 5000;
    const batchSize = opts.batchSize ?? 10;
    const leaseSeconds = opts.leaseSeconds ?? 120;
    const baseDelay = opts.baseDelaySeconds ?? 30;
    const maxDelay = opts.maxDelaySeconds ?? 3600;
    const maxAttempts = opts.maxAttempts ?? 25;
    async function runOnce() {
      let sent = 0;
      let failed = 0;
      const due = await app.mailOutboxRepository.claimDue(batchSize, leaseSeconds);
      for (const mail of due) {
        try {
          await app.mailer.send({ to: mail.to_address, bcc: mail.bcc, subject: mail.subject, text: mail.text_body, html: mail.html_body });
          await app.mailOutboxRepository.markSent(mail.id);
          sent += 1;
        } catch (error) {
          failed += 1;
          const giveUp = mail.attempts >= maxAttempts;
          const delay = retryDelaySeconds(mail.attempts, baseDelay, maxDelay);
          app.log.warn({ err: error, mailId: mail.id, attempts: mail.attempts, giveUp }, 'mail not sent; will retry');
          await app.mailOutboxRepository.markFailed(mail.id, (error as Error).message ?? String(error), delay, giveUp);
        }
      }
      return { sent, failed };
    }

    app.decorate('mailWorker', {
      runOnce,
      kick() {
        if (enabled) void app.jobs.hurry(MAIL_OUTBOX_JOB).catch((error: unknown) => app.log.warn({ err: error }, 'mail outbox not hurried'));
      },
    });
    if (!enabled) return;
    // The outbox's rounds are a schedule of the job queue (docs/architecture/jobs.md): one server at a
    // time takes a round; each mail's own lease (claimDue) still keeps two rounds off the same mail.
    await app.jobs.define({
      name: MAIL_OUTBOX_JOB,
      schedule: `@every ${Math.max(1, Math.round(intervalMs / 1000))}s`,
      run: () => runOnce(),
    });
  },
  { name: 'mail-worker', dependencies: ['mailer', 'repositories', 'job-queue'] },
);
