import fp from 'fastify-plugin';
import { type LedgerOptions } from '../../services/payments/payment-ledger';
import { reconcileOpenAttempts } from '../../services/payments/reconcile';

/** The reconciliation sweep's job (and schedule) name. */
export const RECONCILE_JOB = 'payment-reconcile';

export interface PaymentLedgerOptions extends Partial<LedgerOptions> {
  /** How long the ERP may take to pay (default 20 s; a waiting repeat gives up after 25 s). */
  erpTimeoutMs?: number;
  /** How often open attempts are reconciled with the ERP (default 30 s, whole seconds; 0: only when repeated). */
  reconcileIntervalMs?: number;
}

/** The ledger's timing, read by the payment pipeline (services/payments/pipeline.ts), and its sweep. */
export interface PaymentLedger {
  erpTimeoutMs: number;
  options: LedgerOptions;
  /** One reconciliation sweep now (the queue's schedule runs it too); answers how many attempts were settled. */
  reconcile(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentLedger: PaymentLedger;
  }
}

/**
 * The payment pipeline's settings (docs/architecture/payment-pipeline.md,
 * docs/decisions.md#payments-never-run-twice) and the sweep that settles attempts whose outcome is
 * open (docs/architecture/payments.md#reconciliation). The pipeline itself is plain functions in
 * api/src/services/payments/; the routes call its entries.
 */
export const paymentLedgerPlugin = fp<PaymentLedgerOptions>(
  async (app, opts) => {
    const erpTimeoutMs = opts.erpTimeoutMs ?? 20_000;
    const options: LedgerOptions = {
      pendingWaitMs: opts.pendingWaitMs ?? 25_000,
      pollIntervalMs: opts.pollIntervalMs ?? 200,
      // Past the ERP's timeout and a repeat's wait, nobody is still working on the attempt.
      staleAfterMs: opts.staleAfterMs ?? erpTimeoutMs + 40_000,
    };
    let running: Promise<unknown> | null = null;
    const reconcile = async () => {
      const sweep = reconcileOpenAttempts(app, options.staleAfterMs);
      running = sweep.catch((error) => app.log.error({ err: error }, 'payment reconciliation failed'));
      try {
        return await sweep;
      } finally {
        running = null;
      }
    };
    app.decorate('paymentLedger', { erpTimeoutMs, options, reconcile });

    // The sweep is a schedule of the job queue (docs/architecture/jobs.md): one server takes each round.
    const intervalMs = opts.reconcileIntervalMs ?? 30_000;
    if (intervalMs > 0) {
      await app.jobs.define({
        name: RECONCILE_JOB,
        schedule: `@every ${Math.max(1, Math.round(intervalMs / 1000))}s`,
        run: () => reconcile(),
      });
      app.addHook('preClose', async () => {
        await running;
      });
    }
  },
  { name: 'payment-ledger', dependencies: ['repositories', 'mail-worker', 'erp', 'job-queue'] },
);
