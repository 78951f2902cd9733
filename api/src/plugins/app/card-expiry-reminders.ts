import fp from 'fastify-plugin';
import { sendCardExpiryReminders } from '../../services/jobs/card-expiry-reminders';

export const CARD_EXPIRY_JOB = 'card-expiry-reminders';

/** Card-expiry reminders: a daily job of the queue, early in the company's morning (docs/architecture/jobs.md). */
export const cardExpiryRemindersPlugin = fp(
  async (app) => {
    await app.jobs.define({
      name: CARD_EXPIRY_JOB,
      schedule: '@daily 06:00',
      maxAttempts: 5,
      retryBaseSeconds: 300,
      run: ({ now, log }) => sendCardExpiryReminders(app, now, log),
    });
  },
  { name: 'card-expiry-reminders', dependencies: ['job-queue', 'mail-worker', 'erp', 'repositories'] },
);
