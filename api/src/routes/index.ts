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
import { makeDepositRoute } from './payments/make-deposit';
import { listPaymentMethodsRoute } from './payment-methods/list-payment-methods';
import { getPdfRoute } from './pdf/get-pdf';
import { registrationRoutes } from './registration';
import { loginStatusRoute } from './session/login-status';
import { getUserAccountsRoute } from './token/get-user-accounts';
import { loginRoute } from './token/login';
import { logoutRoute } from './token/logout';
import { refreshRoute } from './token/refresh';
import { resetPasswordRoute } from './token/reset-password';
import { accessTokenRoute } from './tokenization/access-token';
import { tokenizationResponseRoute } from './tokenization/response';

/** Every /api route of docs/product/navigation-and-layout.md built so far; registered with prefix /api. */
export const apiRoutes: FastifyPluginAsyncTypebox<PortalConfigOptions> = async (app, opts) => {
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
  await app.register(invoicePaymentsRoute);
  await app.register(makeDepositRoute);
  await app.register(accessTokenRoute);
  await app.register(tokenizationResponseRoute);
  await app.register(paymentCardsRoute);
  await app.register(listPaymentMethodsRoute);
  await app.register(registrationRoutes);
};
