import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { NewAttempt } from '../../repositories/payment-attempts-repository';
import { runOnce, type AttemptContext, type Execution, type LedgerOptions, type Outcome } from '../../services/payments/payment-ledger';

export interface PaymentLedgerOptions extends Partial<LedgerOptions> {
  /** How long the ERP may take to pay (default 20 s; a waiting repeat gives up after 25 s). */
  erpTimeoutMs?: number;
}

export interface PaymentLedger {
  erpTimeoutMs: number;
  run(attempt: NewAttempt, execute: (context: AttemptContext) => Promise<Execution>, log: FastifyBaseLogger): Promise<Outcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentLedger: PaymentLedger;
  }
}

/** The payment ledger with its timing (docs/decisions.md#payments-never-run-twice); see services/payment-ledger.ts. */
export const paymentLedgerPlugin = fp<PaymentLedgerOptions>(
  async (app, opts) => {
    const options: LedgerOptions = {
      pendingWaitMs: opts.pendingWaitMs ?? 25_000,
      pollIntervalMs: opts.pollIntervalMs ?? 200,
    };
    app.decorate('paymentLedger', {
      erpTimeoutMs: opts.erpTimeoutMs ?? 20_000,
      run: (attempt, execute, log) => runOnce(app, options, attempt, execute, log),
    });
  },
  { name: 'payment-ledger', dependencies: ['repositories', 'mail-worker'] },
);
