import fp from 'fastify-plugin';
import { runScheduledPayment } from '../../services/jobs/scheduled-payment-run';
import { SCHEDULED_PAYMENT_JOB } from '../../services/payments/scheduled-payments';

/**
 * Scheduled payments' runs (docs/product/scheduled-payments.md): one queue job per schedule and
 * day, due at 06:00 company time. Retried while the ERP cannot be reached, 5 minutes apart
 * (doubling) up to 8 tries; each try is safe (the ledger's key is the schedule's).
 */
export const scheduledPaymentsPlugin = fp(
  async (app) => {
    await app.jobs.define({
      name: SCHEDULED_PAYMENT_JOB,
      maxAttempts: 8,
      retryBaseSeconds: 300,
      run: ({ job, now, log }) => runScheduledPayment(app, Number(job.payload.scheduleId), now, log),
    });
  },
  { name: 'scheduled-payments', dependencies: ['job-queue', 'mail-worker', 'erp', 'repositories', 'payment-ledger'] },
);
