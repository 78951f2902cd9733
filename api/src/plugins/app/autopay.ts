import fp from 'fastify-plugin';
import { runAutopay } from '../../services/autopay/autopay-run';

export const AUTOPAY_JOB = 'autopay';

/**
 * AutoPay: a daily job of the queue, early in the company's morning, after nothing else in
 * particular (docs/architecture/jobs.md#autopay): notices and runs are kept per day, so a retry
 * or a second server repeats nothing.
 */
export const autopayPlugin = fp(
  async (app) => {
    await app.jobs.define({
      name: AUTOPAY_JOB,
      schedule: '@daily 06:00',
      maxAttempts: 5,
      retryBaseSeconds: 300,
      run: ({ now, log }) => runAutopay(app, now, log),
    });
  },
  { name: 'autopay', dependencies: ['job-queue', 'mail-worker', 'erp', 'repositories'] },
);
