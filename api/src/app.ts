import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { authPlugin } from './plugins/app/auth';
import { dbPlugin } from './plugins/external/db';
import { erpPlugin } from './plugins/external/erp';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/app/framework-errors';
import { cardExpiryRemindersPlugin } from './plugins/app/card-expiry-reminders';
import { autopayPlugin } from './plugins/app/autopay';
import { tamperCheckPlugin } from './plugins/app/tamper-check';
import { scheduledPaymentsPlugin } from './plugins/app/scheduled-payments';
import { jobQueuePlugin, type JobQueueOptions } from './plugins/app/job-queue';
import { mailWorkerPlugin, type MailWorkerOptions } from './plugins/app/mail-worker';
import { mailerPlugin, type MailerOptions } from './plugins/external/mailer';
import { metricsPlugin } from './plugins/app/metrics';
import { paymentLedgerPlugin, type PaymentLedgerOptions } from './plugins/app/payment-pipeline';
import { secondFactorPlugin } from './plugins/app/second-factor';
import { securityHeadersPlugin } from './plugins/app/security-headers';
import { shortCachesPlugin } from './plugins/app/short-caches';
import { instanceHeartbeatPlugin } from './plugins/app/instance-heartbeat';
import { staticFilesPlugin } from './plugins/app/static-files';
import { tokenizerPlugin } from './plugins/external/tokenizer';
import { repositoriesPlugin } from './repositories';
import { apiRoutes } from './routes';
import type { ClientReportRoutesOptions } from './routes/reports/client-reports';
import { healthRoutes } from './routes/health/health';
import { quoteInexactNumbers } from './security/exact-numbers';
import { inputGuardPlugin } from './security/input-guard';
import { registerRequestFormats } from './security/request-formats';
import { routeCatalogPlugin } from './security/route-catalog';
import { attemptLimiterPlugin, type AttemptPolicies } from './security/attempt-limiter';
import { LOG_REDACTION } from './security/log-redaction';
import { REQUEST_ID_HEADER, requestIdOf } from './security/request-id';
import type { Lookup } from './security/outbound-address';
import { refuseDemoUsers } from './seed/demo-guard';
import { seedDemoData } from './seed/seed-demo-data';
import { invalidUrlSettings } from './services/config/configuration';
import { createRemotesManifest } from './services/config/remotes-manifest';
import { canaryRootOf, canaryWatchPlugin } from './plugins/app/canary-watch';
import { defaultSystemConfiguration } from './services/config/system-config-defaults';
import { reportIdentifierReview } from './services/users/identifier-review';
import { createDeployment, type Deployment } from './services/system/deployment';
import { apiVersion } from './paths';
import { configurePasswordHashing } from './services/sessions/passwords';

export interface BuildOptions {
  /** An initialised embedded database to start from instead of initdb (tests: seconds per app). */
  pgliteDataDir?: Blob;
  /** Fastify logger setting; defaults to the configured level (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** How long the sandbox seed waits for the ERP (default 5 s). */
  seedErpWaitMs?: number;
  /** Attempt limits per scope (login, ...); defaults in security/attempt-limiter.ts. */
  attemptPolicies?: Partial<AttemptPolicies>;
  /** The job queue: its timer, its clock (tests pass a fake one), its lease. */
  jobs?: JobQueueOptions;
  /** The mail outbox worker (tests disable it or shorten its interval). */
  mailWorker?: MailWorkerOptions;
  /** Payment ledger timing: how long a repeat waits for a pending attempt, ERP timeout. */
  payments?: PaymentLedgerOptions;
  /** How often this instance renews its row in api_instances (default 5 s). */
  heartbeatMs?: number;
  /** The mailer's timeouts (tests shorten them). */
  mailer?: MailerOptions;
  /** How the SMTP test resolves host names (tests answer with addresses of their own). */
  smtpTestLookup?: Lookup;
  /** Limits and clock of the browser reports (docs/security/client-reports.md). */
  clientReports?: ClientReportRoutesOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell and the remotes' live releases, for the operators' page. */
    deployment: Deployment;
  }
}

/**
 * Builds the API server: external parts (database, ERP), repositories, session handling,
 * the /api routes and the static portal. Ready when the promise resolves; call
 * `app.listen()` to serve or `app.inject()` to test.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...loggerOptions(options.logger), redact: LOG_REDACTION },
    // request.ip is the client's address; behind nginx, TRUST_PROXY names the proxies to believe.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Embedded PGlite starts (WebAssembly, then the migrations) within Fastify's default 10 s on an
    // idle machine, not always on a busy one; a slow start is not a hung plugin.
    pluginTimeout: 60_000,
    // Two log lines per request cost more than some routes do; one line is written below instead.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    clientErrorHandler,
    // Every log line of a request carries `reqId`: nginx's X-Request-Id when it is a safe one.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  logRequests(app);
  registerRequestFormats();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  allowEmptyJsonBodies(app);

  // Order matters: the error handler first, so every route below inherits it.
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(routeCatalogPlugin);
  const remotesManifest = createRemotesManifest(config.remotesManifestPath, app.log);
  await app.register(securityHeadersPlugin, {
    tokenizerOrigins: config.tokenizerBrowserOrigins,
    remoteOrigins: () => remotesManifest.foreignOrigins(),
  });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteDataDir: options.pgliteDataDir });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(erpPlugin, { baseUrl: config.erpUrl, observe: app.metrics.erpCall });
  await app.register(tokenizerPlugin, { baseUrl: config.tokenizerUrl, browserOrigins: config.tokenizerBrowserOrigins });
  await app.register(repositoriesPlugin);
  // docs/security/sandbox-mode.md: outside sandbox mode the published demo logins must not exist.
  if (!config.sandboxMode) {
    try {
      await refuseDemoUsers(app);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  await app.register(shortCachesPlugin);
  await app.register(attemptLimiterPlugin, options.attemptPolicies ? { policies: options.attemptPolicies } : {});
  configurePasswordHashing(config.passwordHashing);
  await app.register(secondFactorPlugin);
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    idleTimeoutMinutes: config.idleTimeoutMinutes,
  });

  await app.register(jobQueuePlugin, { timeZone: config.timeZone, leaseSeconds: config.jobLeaseSeconds, ...options.jobs });
  await app.register(mailerPlugin, options.mailer ?? {});
  await app.register(mailWorkerPlugin, options.mailWorker ?? {});
  await app.register(paymentLedgerPlugin, { ...config.payments, ...options.payments });
  await app.register(cardExpiryRemindersPlugin);
  await app.register(autopayPlugin);
  await app.register(scheduledPaymentsPlugin);
  await app.register(canaryWatchPlugin, { root: canaryRootOf(config.remotesManifestPath), settings: config.canaryWatch, source: remotesManifest });
  app.decorate('deployment', createDeployment({ deployRoot: config.deployRoot, staticRoot: config.staticRoot, remotesManifest }));
  await app.register(tamperCheckPlugin, {
    publicUrl: config.seedUrls.applicationUrl,
    ...config.tamperCheck,
    tokenizerOrigins: config.tokenizerBrowserOrigins,
    remoteOrigins: () => remotesManifest.foreignOrigins(),
  });
  await app.register(instanceHeartbeatPlugin, { version: apiVersion(), ...(options.heartbeatMs ? { intervalMs: options.heartbeatMs } : {}) });

  await reportIdentifierReview(app);
  const { applicationUrl, instructionsUrl, publicUrlSet } = config.seedUrls;
  const wroteConfiguration = await app.systemConfigRepository.ensureDefaults(
    defaultSystemConfiguration(config.erpUrl, config.smtp, applicationUrl, instructionsUrl),
  );
  if (wroteConfiguration && !publicUrlSet && !config.sandboxMode) {
    app.log.warn(
      { ApplicationUrl: applicationUrl },
      'PUBLIC_URL is not set: the links in mails point at this server itself; set ApplicationUrl on /settings/configuration (docs/operations/deploying.md#the-links-in-mails)',
    );
  }
  const badUrls = invalidUrlSettings(await app.systemConfigRepository.get());
  if (badUrls.length > 0) {
    app.log.warn({ settings: badUrls }, 'URL settings that are not absolute http(s) addresses: fix them on /settings/configuration (docs/security/configuration-values.md); no mail link is built on them');
  }
  // docs/decisions.md#two-commands: demo data only in sandbox mode, never against a real ERP.
  if (config.sandboxMode) {
    // The sandbox's mail catcher may run on another port each start (e2e): SMTP_HOST/SMTP_PORT win.
    if (config.smtp.fromEnv) await app.systemConfigRepository.setSmtpServer(config.smtp.host, config.smtp.port);
    const seeded = await seedDemoData(app, { erpWaitMs: options.seedErpWaitMs ?? 5000 });
    if (seeded.usersCreated > 0) app.log.info(seeded, 'sandbox demo data seeded');
  }

  await app.register(healthRoutes);
  await app.register(apiRoutes, {
    prefix: '/api',
    themeHosts: config.themeHosts,
    idleTimeoutMinutes: config.idleTimeoutMinutes,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    sandboxMode: config.sandboxMode,
    tamperCheckIntervalMinutes: config.tamperCheck.intervalMinutes,
    smtpTest: { allowPrivate: config.smtpTestAllowPrivate, ...(options.smtpTestLookup ? { lookup: options.smtpTestLookup } : {}) },
    ...(options.clientReports ? { clientReports: options.clientReports } : {}),
  });
  await app.register(staticFilesPlugin, {
    staticRoot: config.staticRoot,
    deployRoot: config.deployRoot,
    remotesManifest,
    portalConfig: { themeHosts: config.themeHosts, idleTimeoutMinutes: config.idleTimeoutMinutes, refreshIntervalMinutes: config.refreshIntervalMinutes },
  });
  await app.ready();
  return app;
}

/** A logger given as options (level, stream): redaction is added to it, never left out. */
function loggerOptions(logger: FastifyServerOptions['logger']): Record<string, unknown> {
  return logger && typeof logger === 'object' ? (logger as Record<string, unknown>) : {};
}

/**
 * One line per answered request: at debug normally, at info for a refusal (4xx) and at warn for
 * one slower than a second, so a production log at info shows what needs a look and little else.
 */
function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const level = ms > 1000 ? 'warn' : reply.statusCode >= 400 ? 'info' : 'debug';
    request.log[level]({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) }, 'request');
  });
}

/**
 * Calls documented with an empty body (getuseraccounts, customizing) may arrive with
 * `Content-Type: application/json` and no bytes; Fastify would refuse that with 400.
 */
function allowEmptyJsonBodies(app: FastifyInstance): void {
  // Fastify's own parser (with its prototype-poisoning protection) for everything else.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    // parseAs 'string' hands over a string; the signature also admits a Buffer.
    parseJson(request, quoteInexactNumbers(String(body)), done);
  });
}
