import fp from 'fastify-plugin';
import { accountsRepositoryPlugin } from './accounts-repository';
import { actedForRepositoryPlugin } from './acted-for-repository';
import { apiInstancesRepositoryPlugin } from './api-instances-repository';
import { appSecretsRepositoryPlugin } from './app-secrets-repository';
import { auditLogPlugin } from './audit-log-repository';
import { clientReportsRepositoryPlugin } from './client-reports-repository';
import { tamperChecksRepositoryPlugin } from './tamper-checks-repository';
import { exclusionsRepositoryPlugin } from './exclusions-repository';
import { cardExpiryRemindersRepositoryPlugin } from './card-expiry-reminders-repository';
import { scheduledPaymentsRepositoryPlugin } from './scheduled-payments-repository';
import { autopayRepositoryPlugin } from './autopay-repository';
import { jobsRepositoryPlugin } from './jobs-repository';
import { mailOutboxRepositoryPlugin } from './mail-outbox-repository';
import { oneTimeTokensRepositoryPlugin } from './one-time-tokens-repository';
import { paymentAttemptsRepositoryPlugin } from './payment-attempts-repository';
import { paymentHistoryRepositoryPlugin } from './payment-history-repository';
import { pdfGrantsRepositoryPlugin } from './pdf-grants-repository';
import { registrationRequestsRepositoryPlugin } from './registration-requests-repository';
import { secondFactorRepositoryPlugin } from './second-factor-repository';
import { sessionsRepositoryPlugin } from './sessions-repository';
import { systemConfigRepositoryPlugin } from './system-config-repository';
import { tokenizationSessionsRepositoryPlugin } from './tokenization-sessions-repository';
import { tokenizedMethodsRepositoryPlugin } from './tokenized-methods-repository';
import { userAdminRepositoryPlugin } from './user-admin-repository';
import { usersRepositoryPlugin } from './users-repository';

/** Registers every repository on the instance (each one decorates it). */
export const repositoriesPlugin = fp(
  async (app) => {
    await app.register(usersRepositoryPlugin);
    await app.register(accountsRepositoryPlugin);
    await app.register(exclusionsRepositoryPlugin);
    await app.register(sessionsRepositoryPlugin);
    await app.register(systemConfigRepositoryPlugin);
    await app.register(appSecretsRepositoryPlugin);
    await app.register(auditLogPlugin);
    await app.register(pdfGrantsRepositoryPlugin);
    await app.register(paymentAttemptsRepositoryPlugin);
    await app.register(mailOutboxRepositoryPlugin);
    await app.register(tokenizationSessionsRepositoryPlugin);
    await app.register(tokenizedMethodsRepositoryPlugin);
    await app.register(oneTimeTokensRepositoryPlugin);
    await app.register(registrationRequestsRepositoryPlugin);
    await app.register(apiInstancesRepositoryPlugin);
    await app.register(userAdminRepositoryPlugin);
    await app.register(actedForRepositoryPlugin);
    await app.register(paymentHistoryRepositoryPlugin);
    await app.register(secondFactorRepositoryPlugin);
    await app.register(clientReportsRepositoryPlugin);
    await app.register(tamperChecksRepositoryPlugin);
    await app.register(jobsRepositoryPlugin);
    await app.register(cardExpiryRemindersRepositoryPlugin);
    await app.register(scheduledPaymentsRepositoryPlugin);
    await app.register(autopayRepositoryPlugin);
  },
  { name: 'repositories', dependencies: ['db'] },
);
