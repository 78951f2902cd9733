import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { checkLive, type TamperCheckResult, type TamperFinding } from '../../services/security/tamper-check';
import { securityHeaders } from './security-headers';

export const TAMPER_CHECK_JOB = 'tamper-check';

/** The metric's kind of each finding (docs/operations/monitoring.md): a file or a header. */
const METRIC_KINDS: Record<TamperFinding['kind'], string> = {
  'script-changed': 'file',
  'script-missing': 'file',
  'script-unlisted': 'file',
  'header-changed': 'header',
  'header-missing': 'header',
  'page-unreachable': 'other',
};

export interface TamperCheckOptions {
  /** The portal as browsers reach it: the check looks at the pages through it. */
  publicUrl: string;
  /** Minutes between scheduled checks; 0: only on demand. */
  intervalMinutes: number;
  /** Where alerts are mailed, or null. */
  alertEmail: string | null;
  tokenizerOrigins: string[];
  remoteOrigins: () => string[];
}

export interface TamperCheck {
  /** Runs the check now, records it, and alerts on any difference. */
  run(startedBy: string, log?: FastifyBaseLogger): Promise<TamperCheckResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tamperCheck: TamperCheck;
  }
}

/** The alert mail: each difference with what was expected and what was found. */
function alertMail(publicUrl: string, result: TamperCheckResult): { subject: string; text: string } {
  const lines = result.findings.map(
    (f: TamperFinding) => `- ${f.kind} on ${f.page}: ${f.subject}\n  expected: ${f.expected}\n  found:    ${f.found}`,
  );
  return {
    subject: `Portal tamper check: ${result.findings.length} ${result.findings.length === 1 ? 'difference' : 'differences'} on the payment pages`,
    text: [
      `The tamper check of ${publicUrl} at ${result.checkedAt} found what the inventory and the security headers do not allow:`,
      '',
      ...lines,
      '',
      'See /system and docs/security/tamper-detection.md for what to do.',
    ].join('\n'),
  };
}

/**
 * The tamper check (PCI DSS 11.6.1, docs/security/tamper-detection.md): on a schedule of the job
 * queue and on demand (`npm run verify-live`). Each difference is an alert: an audit entry, a red
 * line on /system (the recorded result), a mail to the operations address, and a metric.
 */
export const tamperCheckPlugin = fp<TamperCheckOptions>(
  async (app, opts) => {
    const run: TamperCheck['run'] = async (startedBy, log = app.log) => {
      const inventory = await app.deployment.scripts();
      const result = await checkLive({
        publicUrl: opts.publicUrl,
        inventory,
        headers: securityHeaders({ tokenizerOrigins: opts.tokenizerOrigins, remoteOrigins: opts.remoteOrigins() }),
        now: () => app.jobs.clock.now(),
      });
      await app.db.transaction(async (tx) => {
        await app.tamperChecksRepository.record(result, startedBy, tx);
        if (result.findings.length === 0) return;
        await app.auditLog.record(null, 'tamper_alert', { startedBy, findings: result.findings }, tx);
        if (opts.alertEmail) {
          await app.mailOutboxRepository.enqueue({ kind: 'tamper_alert', to: opts.alertEmail, bcc: '', ...alertMail(opts.publicUrl, result) }, tx);
        }
      });
      for (const finding of result.findings) app.metrics.recordTamperAlert(METRIC_KINDS[finding.kind]);
      if (result.findings.length > 0) {
        log.error({ findings: result.findings }, 'tamper check: the payment pages differ from the inventory');
        if (opts.alertEmail) app.mailWorker.kick();
      } else {
        log.info({ pages: result.pages, scripts: result.scripts }, 'tamper check: the payment pages match the inventory');
      }
      return result;
    };
    app.decorate('tamperCheck', { run });
    if (opts.intervalMinutes > 0) {
      await app.jobs.define({
        name: TAMPER_CHECK_JOB,
        schedule: `@every ${opts.intervalMinutes * 60}s`,
        run: ({ log }) => run('schedule', log),
      });
    }
  },
  { name: 'tamper-check', dependencies: ['job-queue', 'mail-worker', 'repositories', 'metrics'] },
);
