import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { portalConfigRoute, type PortalConfigOptions } from './config/portal-config';
import { customizingRoute } from './customer/customizing';
import { getUserPayersRoute } from './customer/get-user-payers';
import { payerRoute } from './customer/payer';
import { paymentCardsRoute } from './customer/payment-cards';
import { soldToDetailsListRoute } from './customer/soldto-details-list';
import { erpStatusRoute } from './erp/erp-status';
import { bulkPdfRequestRoute } from './invoice/bulk-pdf-request';
import { invoiceDetailRoute } from './invoice/detail';
import { pdfRequestRoute } from './invoice/pdf-request';
import { invoiceSearchRoute } from './invoice/search';
import { searchPdfRequestRoute } from './invoice/search-pdf-request';
import { invoicePaymentsRoute } from './payments/invoice-payments';
import { paymentHistoryRoutes } from './payment-history/payment-history';
import { scheduledPaymentsRoutes } from './scheduled-payments/scheduled-payments';
import { autopayRoutes } from './autopay/autopay';
import { makeDepositRoute } from './payments/make-deposit';
import { listPaymentMethodsRoute } from './payment-methods/list-payment-methods';
import { getPdfRoute } from './pdf/get-pdf';
import { registrationRoutes } from './registration';
import { loginStatusRoute } from './session/login-status';
import { scriptInventoryRoute } from './system/script-inventory';
import { canariesRoute } from './system/canaries';
import { systemStatusRoute } from './system/system-status';
import { jobQueueRoutes } from './system/job-queue';
import { tamperCheckRoutes } from './system/tamper-check';
import { runDueRoute } from './jobs/run-due';
import { getUserAccountsRoute } from './token/get-user-accounts';
import { loginRoute } from './token/login';
import { logoutRoute } from './token/logout';
import { refreshRoute } from './token/refresh';
import { resetPasswordRoute } from './token/reset-password';
import { mfaPasskeyOptionsRoute } from './token/mfa-passkey-options';
import { mfaPasskeyVerifyRoute } from './token/mfa-passkey-verify';
import { mfaVerifyRoute } from './token/mfa-verify';
import { secondFactorRoutes } from './second-factor';
import { getAccountTypesRoute } from './configuration/get-account-types';
import { getPrimaryAccountTypesRoute } from './configuration/get-primary-account-types';
import { actingUserRoute } from './impersonation/acting-user';
import { startImpersonationRoute } from './impersonation/start-impersonation';
import { stopImpersonationRoute } from './impersonation/stop-impersonation';
import { actedForRoute } from './profile/acted-for';
import { completeRegistrationRequestRoute } from './register/complete-registration-request';
import { getRegistrationRequestRoute } from './register/get-registration-request';
import { cancelEmailChangeRoute } from './users/cancel-email-change';
import { createUserRoute } from './users/create-user';
import { deleteUserRoute } from './users/delete-user';
import { exportUsersRoute } from './users/export-users';
import { getExclusionsRoute } from './users/get-exclusions';
import { getUserRoute } from './users/get-user';
import { listUsersRoute } from './users/list-users';
import { putExclusionsRoute } from './users/put-exclusions';
import { updateUserRoute } from './users/update-user';
import { sendInviteRoute } from './users/send-invite';
import { accessTokenRoute } from './tokenization/access-token';
import { tokenizationResponseRoute } from './tokenization/response';
import { erpConfigurationRoute } from './configuration/erp-configuration';
import { getConfigurationRoute } from './configuration/get-configuration';
import { orgUnitsRoute } from './configuration/org-units';
import { putConfigurationRoute } from './configuration/put-configuration';
import { smtpTestRoute } from './configuration/smtp-test';
import type { SmtpTestOptions } from '../services/config/smtp-test';
import { listRegistrationRequestsRoute } from './register/list-registration-requests';
import { rejectRegistrationRequestRoute } from './register/reject-registration-request';
import { addAccountRoute } from './users/accounts/add-account';
import { deleteAccountRoute } from './users/accounts/delete-account';
import { listAccountsRoute } from './users/accounts/list-accounts';
import { updateAccountRoute } from './users/accounts/update-account';
import { endUserSessionsRoute } from './users/end-user-sessions';
import { endOtherSessionsRoute } from './sessions/end-other-sessions';
import { endSessionRoute } from './sessions/end-session';
import { listSessionsRoute } from './sessions/list-sessions';
import { clientReportRoutes, type ClientReportRoutesOptions } from './reports/client-reports';

/** Every /api route of docs/product/navigation-and-layout.md built so far; registered with prefix /api. */
export interface ApiRoutesOptions extends PortalConfigOptions {
  /** The SMTP test's outbound rule (SMTP_TEST_ALLOW_PRIVATE). */
  smtpTest: SmtpTestOptions;
  /** Limits and clock of the browser reports (tests set them). */
  clientReports?: ClientReportRoutesOptions;
  /** Sandbox mode: the routes that exist only there are registered (docs/security/sandbox-mode.md). */
  sandboxMode: boolean;
  /** Minutes between scheduled tamper checks (0: on demand only), for /system. */
  tamperCheckIntervalMinutes: number;
}

export const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (app, opts) => {
  // JSON answers above 1 KiB are compressed per Accept-Encoding: a large invoice search is a few
  // megabytes of repetitive JSON. Brotli at quality 1 still takes it to a few percent of its size, at
  // a sixth of quality 4's CPU, which under load had doubled the search's p99 (docs/architecture/api.md).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json/,
    zlibOptions: { level: 1 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(loginRoute);
  await app.register(mfaVerifyRoute);
  await app.register(mfaPasskeyOptionsRoute);
  await app.register(mfaPasskeyVerifyRoute);
  await app.register(secondFactorRoutes);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(getUserAccountsRoute);
  await app.register(resetPasswordRoute);
  await app.register(loginStatusRoute);
  // Only the route's own options: `opts` also holds this plugin's prefix, which would double.
  await app.register(portalConfigRoute, {
    themeHosts: opts.themeHosts,
    idleTimeoutMinutes: opts.idleTimeoutMinutes,
    refreshIntervalMinutes: opts.refreshIntervalMinutes,
  });
  await app.register(erpStatusRoute);
  await app.register(systemStatusRoute);
  await app.register(jobQueueRoutes);
  if (opts.sandboxMode) await app.register(runDueRoute);
  await app.register(scriptInventoryRoute);
  await app.register(canariesRoute);
  await app.register(tamperCheckRoutes, { intervalMinutes: opts.tamperCheckIntervalMinutes });
  await app.register(getUserPayersRoute);
  await app.register(customizingRoute);
  await app.register(payerRoute);
  await app.register(soldToDetailsListRoute);
  await app.register(invoiceSearchRoute);
  await app.register(invoiceDetailRoute);
  await app.register(pdfRequestRoute);
  await app.register(bulkPdfRequestRoute);
  await app.register(searchPdfRequestRoute);
  await app.register(getPdfRoute);
  await app.register(invoicePaymentsRoute, { themeHosts: opts.themeHosts });
  await app.register(makeDepositRoute, { themeHosts: opts.themeHosts });
  await app.register(paymentHistoryRoutes);
  await app.register(scheduledPaymentsRoutes, { themeHosts: opts.themeHosts });
  await app.register(autopayRoutes);
  await app.register(accessTokenRoute);
  await app.register(tokenizationResponseRoute);
  await app.register(paymentCardsRoute);
  await app.register(listPaymentMethodsRoute);
  // Settings: the configuration, the registration requests list, linked accounts (docs/product/users-and-admin.md).
  await app.register(getConfigurationRoute);
  await app.register(putConfigurationRoute);
  await app.register(smtpTestRoute, opts.smtpTest);
  await app.register(erpConfigurationRoute);
  await app.register(orgUnitsRoute);
  await app.register(listRegistrationRequestsRoute);
  await app.register(rejectRegistrationRequestRoute);
  await app.register(listAccountsRoute);
  await app.register(addAccountRoute);
  await app.register(updateAccountRoute);
  await app.register(deleteAccountRoute);
  // The users administration (docs/product/users-and-admin.md).
  await app.register(listUsersRoute);
  await app.register(exportUsersRoute);
  await app.register(getUserRoute);
  await app.register(createUserRoute);
  await app.register(updateUserRoute);
  await app.register(sendInviteRoute);
  await app.register(deleteUserRoute);
  await app.register(cancelEmailChangeRoute);
  await app.register(getExclusionsRoute);
  await app.register(putExclusionsRoute);
  await app.register(getPrimaryAccountTypesRoute);
  await app.register(getAccountTypesRoute);
  await app.register(getRegistrationRequestRoute);
  await app.register(completeRegistrationRequestRoute);
  await app.register(actingUserRoute);
  await app.register(startImpersonationRoute);
  await app.register(stopImpersonationRoute);
  await app.register(actedForRoute);
  await app.register(registrationRoutes);
  // Sessions a person can see and end (docs/security/sessions.md).
  const sessionRoutes = { idleTimeoutMinutes: opts.idleTimeoutMinutes };
  await app.register(listSessionsRoute, sessionRoutes);
  await app.register(endSessionRoute, sessionRoutes);
  await app.register(endOtherSessionsRoute, sessionRoutes);
  await app.register(endUserSessionsRoute, sessionRoutes);
  // What browsers report of the code they run (docs/security/client-reports.md).
  await app.register(clientReportRoutes, opts.clientReports ?? {});
};
