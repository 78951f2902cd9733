import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { NewAttempt } from '../../repositories/payment-attempts-repository';
import { runOnce, type AttemptContext, type Execution, type LedgerOptions, type Outcome } from '../../services/payments/payment-ledger';
import { reconcileOpenAttempts } from '../../services/payments/reconcile';

export interface PaymentLedgerOptions extends Partial<LedgerOptions> {
  /** How long the ERP may take to pay (default 20 s; a waiting repeat gives up after 25 s). */
  erpTimeoutMs?: number;
  /** How often open attempts are reconciled with the ERP (default 30 s; 0: only when repeated). */
  reconcileIntervalMs?: number;
}

export interface PaymentLedger {
  erpTimeoutMs: number;
  run(attempt: NewAttempt, execute: (context: AttemptContext) => Promise<Execution>, log: FastifyBaseLogger): Promise<Outcome>;
  /** One reconciliation sweep now (the timer runs it too); answers how many attempts were settled. */
  reconcile(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentLedger: PaymentLedger;
  }
}

/**
 * The payment ledger with its timing (docs/decisions.md#payments-never-run-twice) and the sweep
 * that settles attempts whose outcome is open (docs/architecture/payments.md#reconciliation).
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
    app.decorate('paymentLedger', {
      erpTimeoutMs,
      run: (attempt, execute, log) => runOnce(app, options, attempt, execute, log),
      reconcile,
    });

    const intervalMs = opts.reconcileIntervalMs ?? 30_000;
    if (intervalMs > 0) {
      const timer = setInterval(() => {
        if (!running) void reconcile().catch(() => undefined);
      }, intervalMs);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'payment-ledger', dependencies: ['repositories', 'mail-worker', 'erp'] },
);
