import path from 'node:path';
import { SESSION } from 'shared/server';
import { repoRoot } from './paths';
import { readRemotesManifest } from './settings/remotes-file';
import { readDatabase, readSeedUrls, type Fail, type Read, type SeedUrls } from './settings/shared-reads';
import { browserOrigins, flag, httpUrl, integer, parseThemeHosts, parseTrustProxy, positive, THEME_COUNT } from './settings/values';
import { isTimeZone } from './services/jobs/schedule';
import { DEFAULT_PASSWORD_HASHING, type PasswordHashingOptions } from './services/sessions/password-hashing-defaults';

/** Everything the server reads from its environment, checked once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** node-postgres connection string; null means embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite data folder, or `memory://` for an in-memory database (tests). */
  dataDir: string;
  erpUrl: string;
  /** The tokenizer as the API server reaches it (sessions, results). */
  tokenizerUrl: string;
  /**
   * Origins the browser may post card data to (CSP connect-src, form-action, frame-src); a
   * tokenizer_url answered by the tokenizer must be on one of them.
   */
  tokenizerBrowserOrigins: string[];
  /**
   * SANDBOX_MODE=true and nothing else (docs/security/sandbox-mode.md): seeds the demo users and
   * lets the server keep a generated JWT secret in the database. Never switched on by itself.
   */
  sandboxMode: boolean;
  /**
   * SMTP_TEST_ALLOW_PRIVATE: whether the SMTP test may connect to private and local addresses
   * (docs/security/outbound-connections.md). Default: on in sandbox mode (its mail catcher is on
   * 127.0.0.1), off otherwise.
   */
  smtpTestAllowPrivate: boolean;
  /** null only in sandbox mode: a secret is then generated once and kept in app_secrets. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  idleTimeoutMinutes: number;
  refreshIntervalMinutes: number;
  /** Where `shell/dist` and `<remote>/dist` are (the repository's own builds) when DEPLOY_ROOT is not set. */
  staticRoot: string;
  /**
   * A release root (docs/operations/deploying.md): `shell/`, `remotes/<folder>/<release>/`,
   * `remotes.json` and `history.json`. Set, it is what the server serves; null: the builds in staticRoot.
   */
  deployRoot: string | null;
  /** The file served as /remotes.json: REMOTES_MANIFEST, else DEPLOY_ROOT's remotes.json, else none (every remote from here). */
  remotesManifestPath: string | null;
  /** Lower-case host name (no port) to theme id 1..5. */
  themeHosts: Record<string, number>;
  logLevel: string;
  /**
   * Fastify's trustProxy (TRUST_PROXY): which proxies' X-Forwarded-For/-Proto to believe, so
   * request.ip is the browser's address. false (default): the connection's own address.
   */
  trustProxy: boolean | string;
  /** SMTP server written into a new system configuration (SMTP_HOST, SMTP_PORT). */
  smtp: { host: string; port: number; fromEnv: boolean };
  /**
   * Payment ledger timing (docs/architecture/payments.md#reconciliation): PAYMENT_ERP_TIMEOUT_MS,
   * PAYMENT_STALE_AFTER_MS and PAYMENT_RECONCILE_INTERVAL_MS; unset keeps the ledger's defaults.
   */
  payments: { erpTimeoutMs?: number; staleAfterMs?: number; reconcileIntervalMs?: number };
  /**
   * How many password hashes run at once (PASSWORD_HASH_CONCURRENCY, default: the cores; one fewer while the event loop is busy)
   * and how many may wait before a login is answered 503 (PASSWORD_HASH_QUEUE, default 100):
   * docs/security/password-hashing.md.
   */
  passwordHashing: PasswordHashingOptions;
  /**
   * METRICS_TOKEN: the bearer token GET /metrics asks for (docs/operations/monitoring.md), at least
   * 24 characters; null: /metrics answers 404 to everyone.
   */
  metricsToken: string | null;
  /**
   * The first configuration's links (docs/operations/deploying.md#the-links-in-mails):
   * `applicationUrl` is PUBLIC_URL, the portal as browsers reach it (through nginx), else
   * http://localhost:<PORT>; `instructionsUrl` is INSTRUCTIONS_URL, else PUBLIC_URL/instructions,
   * else ERP_URL/instructions (the sandbox serves them there).
   */
  seedUrls: SeedUrls;
  /**
   * The company's time zone (TIME_ZONE, an IANA name, default UTC): when daily jobs run
   * (docs/architecture/jobs.md#schedules).
   */
  timeZone: string;
  /**
   * JOBS_LEASE_SECONDS (default 300): how long a claimed job is kept from the other API servers;
   * past it, a job whose server died is run again by another (docs/architecture/jobs.md#a-job).
   * Longer than the longest run of a job, which a lease does not renew.
   */
  jobLeaseSeconds: number;
  /**
   * The tamper check (docs/security/tamper-detection.md): how often it runs, in minutes
   * (TAMPER_CHECK_INTERVAL_MINUTES, default 60; 0: only by `npm run verify-live`), and where its
   * alerts are mailed (OPERATIONS_EMAIL; none: the alert is the audit entry, /system and /metrics).
   */
  tamperCheck: { intervalMinutes: number; alertEmail: string | null };
  /**
   * The canary watch (docs/architecture/remotes.md#the-watch): page loads a canary needs before it
   * is judged (CANARY_MIN_LOADS, default 50), how much worse its error rate may be than the stable
   * release's (CANARY_ERROR_MARGIN, a fraction, default 0.05), and after how long a canary not worse
   * is promoted (CANARY_PROMOTE_AFTER_MINUTES, default 60).
   */
  canaryWatch: { minLoads: number; margin: number; promoteAfterMinutes: number };
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

/** Thrown with every bad variable at once, so an operator fixes them in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DEFAULT_THEME_HOSTS = 'brand1.localhost=1,brand2.localhost=2,brand3.localhost=3,brand4.localhost=4,brand5.localhost=5';

type Env = Record<string, string | undefined>;

/** Reads and checks the environment. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: ConfigProblem[] = [];
  const fail = (variable: string, message: string): void => {
    problems.push({ variable, message });
  };
  // An empty value counts as unset: `FOO= node server.js` should not mean "FOO is ''".
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = integer(read('PORT') ?? '8080', 0, 65535);
  if (port === null) fail('PORT', 'must be a whole number from 0 to 65535');

  const host = read('HOST') ?? '0.0.0.0';

  const { databaseUrl, dataDir } = readDatabase(read, fail);

  const erpUrl = httpUrl(read('ERP_URL') ?? 'http://127.0.0.1:8090/erp');
  if (erpUrl === null) fail('ERP_URL', 'must be an http:// or https:// URL');
  const tokenizerUrl = httpUrl(read('TOKENIZER_URL') ?? 'http://127.0.0.1:8090/tokenizer');
  if (tokenizerUrl === null) fail('TOKENIZER_URL', 'must be an http:// or https:// URL');
  const rawTokenizerPublicUrl = read('TOKENIZER_PUBLIC_URL');
  const tokenizerPublicUrl = rawTokenizerPublicUrl === undefined ? null : httpUrl(rawTokenizerPublicUrl);
  if (rawTokenizerPublicUrl !== undefined && tokenizerPublicUrl === null) {
    fail('TOKENIZER_PUBLIC_URL', 'must be an http:// or https:// URL');
  }

  // Only SANDBOX_MODE=true switches sandbox mode on: not a local ERP_URL, not an unset variable
  // (docs/security/sandbox-mode.md). null: unknown because SANDBOX_MODE is bad (already reported).
  const sandboxMode = flag(read('SANDBOX_MODE'), false);
  if (sandboxMode === null) fail('SANDBOX_MODE', "must be 'true' or 'false' (unset: false)");

  const smtpTestAllowPrivate = flag(read('SMTP_TEST_ALLOW_PRIVATE'), sandboxMode === true);
  if (smtpTestAllowPrivate === null) fail('SMTP_TEST_ALLOW_PRIVATE', "must be 'true' or 'false'");

  const jwtSecret = read('JWT_SECRET') ?? null;
  if (jwtSecret === null && sandboxMode === false) {
    fail('JWT_SECRET', 'is required outside sandbox mode (SANDBOX_MODE=true is the demo), at least 32 characters');
  } else if (jwtSecret !== null && jwtSecret.length < 32) {
    fail('JWT_SECRET', 'must be at least 32 characters long');
  }

  const accessTokenTtlSeconds = integer(read('ACCESS_TOKEN_TTL_SECONDS') ?? '900', 1, 86_400);
  if (accessTokenTtlSeconds === null) fail('ACCESS_TOKEN_TTL_SECONDS', 'must be a whole number from 1 to 86400');

  const idleTimeoutMinutes = positive(read('IDLE_TIMEOUT_MINUTES') ?? String(SESSION.idleTimeoutMinutes));
  if (idleTimeoutMinutes === null) fail('IDLE_TIMEOUT_MINUTES', 'must be a number above 0 (fractions allowed)');
  const refreshIntervalMinutes = positive(
    read('REFRESH_INTERVAL_MINUTES') ?? String(SESSION.refreshIntervalMinutes),
  );
  if (refreshIntervalMinutes === null) fail('REFRESH_INTERVAL_MINUTES', 'must be a number above 0 (fractions allowed)');

  const staticRoot = path.resolve(read('STATIC_ROOT') ?? repoRoot());

  const deployRoot = read('DEPLOY_ROOT') ? path.resolve(read('DEPLOY_ROOT')!) : null;
  const remotesManifestPath = read('REMOTES_MANIFEST')
    ? path.resolve(read('REMOTES_MANIFEST')!)
    : deployRoot && path.join(deployRoot, 'remotes.json');
  if (remotesManifestPath !== null) {
    try {
      readRemotesManifest(remotesManifestPath);
    } catch (error) {
      if (read('REMOTES_MANIFEST')) fail('REMOTES_MANIFEST', (error as Error).message);
      else fail('DEPLOY_ROOT', `${(error as Error).message}: release the remotes into it first (npm run release -- <remote> --root ${deployRoot})`);
    }
  }

  const themeHosts = parseThemeHosts(read('THEME_HOSTS') ?? DEFAULT_THEME_HOSTS);
  if (themeHosts === null) {
    fail('THEME_HOSTS', `must be a list like "brand2.localhost=2,brand3.example.com=3" with themes 1 to ${THEME_COUNT}`);
  }

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const trustProxy = parseTrustProxy(read('TRUST_PROXY') ?? 'false');
  if (trustProxy === null) {
    fail('TRUST_PROXY', "must be 'false', 'true', or a list of proxy addresses/CIDRs like '127.0.0.1,10.0.0.0/8'");
  }

  const smtpHost = read('SMTP_HOST') ?? '127.0.0.1';
  const smtpPort = integer(read('SMTP_PORT') ?? '2525', 1, 65535);
  if (smtpPort === null) fail('SMTP_PORT', 'must be a whole number from 1 to 65535');
  const smtpFromEnv = read('SMTP_HOST') !== undefined || read('SMTP_PORT') !== undefined;

  const payments: AppConfig['payments'] = {};
  for (const [variable, key, min] of [
    ['PAYMENT_ERP_TIMEOUT_MS', 'erpTimeoutMs', 1],
    ['PAYMENT_STALE_AFTER_MS', 'staleAfterMs', 1],
    ['PAYMENT_RECONCILE_INTERVAL_MS', 'reconcileIntervalMs', 0],
  ] as const) {
    const value = read(variable);
    if (value === undefined) continue;
    const ms = integer(value, min, 86_400_000);
    if (ms === null) fail(variable, `must be a whole number of milliseconds from ${min} to 86400000`);
    else payments[key] = ms;
  }

  const hashConcurrency = integer(read('PASSWORD_HASH_CONCURRENCY') ?? String(DEFAULT_PASSWORD_HASHING.concurrency), 1, 64);
  if (hashConcurrency === null) fail('PASSWORD_HASH_CONCURRENCY', 'must be a whole number from 1 to 64');
  const hashQueue = integer(read('PASSWORD_HASH_QUEUE') ?? String(DEFAULT_PASSWORD_HASHING.maxWaiting), 0, 100_000);
  if (hashQueue === null) fail('PASSWORD_HASH_QUEUE', 'must be a whole number from 0 to 100000');

  const seedUrls = readSeedUrls(read, fail, port ?? 8080, erpUrl);

  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && (metricsToken.length < 24 || !/^[\x21-\x7e]+$/.test(metricsToken))) {
    fail('METRICS_TOKEN', 'must be at least 24 printable characters without spaces (e.g. openssl rand -hex 24)');
  }

  const tamperInterval = integer(read('TAMPER_CHECK_INTERVAL_MINUTES') ?? '60', 0, 7 * 24 * 60);
  if (tamperInterval === null) fail('TAMPER_CHECK_INTERVAL_MINUTES', 'must be a whole number of minutes from 0 (off) to 10080');
  const alertEmail = read('OPERATIONS_EMAIL') ?? null;
  if (alertEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(alertEmail)) fail('OPERATIONS_EMAIL', 'must be an e-mail address');

  const canaryMinLoads = integer(read('CANARY_MIN_LOADS') ?? '50', 1, 1_000_000);
  if (canaryMinLoads === null) fail('CANARY_MIN_LOADS', 'must be a whole number of page loads from 1');
  const canaryMargin = Number(read('CANARY_ERROR_MARGIN') ?? '0.05');
  if (!/^\d*\.?\d+$/.test(read('CANARY_ERROR_MARGIN') ?? '0.05') || !(canaryMargin >= 0 && canaryMargin < 1)) {
    fail('CANARY_ERROR_MARGIN', 'must be a fraction from 0 to below 1 (0.05: five points of error rate)');
  }
  const canaryPromoteAfter = integer(read('CANARY_PROMOTE_AFTER_MINUTES') ?? '60', 1, 7 * 24 * 60);
  if (canaryPromoteAfter === null) fail('CANARY_PROMOTE_AFTER_MINUTES', 'must be a whole number of minutes from 1 to 10080');

  const timeZone = read('TIME_ZONE') ?? 'UTC';
  if (!isTimeZone(timeZone)) fail('TIME_ZONE', "must be a time zone name such as 'UTC' or 'America/Chicago'");
  const jobLeaseSeconds = integer(read('JOBS_LEASE_SECONDS') ?? '300', 1, 86_400);
  if (jobLeaseSeconds === null) fail('JOBS_LEASE_SECONDS', 'must be a whole number of seconds from 1 to 86400');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    timeZone,
    jobLeaseSeconds: jobLeaseSeconds!,
    tamperCheck: { intervalMinutes: tamperInterval ?? 60, alertEmail },
    canaryWatch: { minLoads: canaryMinLoads ?? 50, margin: canaryMargin, promoteAfterMinutes: canaryPromoteAfter ?? 60 },
    port: port!,
    host,
    databaseUrl,
    dataDir,
    erpUrl: erpUrl!,
    tokenizerUrl: tokenizerUrl!,
    tokenizerBrowserOrigins: browserOrigins(tokenizerUrl!, tokenizerPublicUrl),
    sandboxMode: sandboxMode!,
    smtpTestAllowPrivate: smtpTestAllowPrivate!,
    jwtSecret,
    accessTokenTtlSeconds: accessTokenTtlSeconds!,
    idleTimeoutMinutes: idleTimeoutMinutes!,
    refreshIntervalMinutes: refreshIntervalMinutes!,
    staticRoot,
    deployRoot,
    remotesManifestPath,
    themeHosts: themeHosts!,
    logLevel,
    trustProxy: trustProxy!,
    smtp: { host: smtpHost, port: smtpPort!, fromEnv: smtpFromEnv },
    payments,
    passwordHashing: { concurrency: hashConcurrency!, maxWaiting: hashQueue! },
    metricsToken,
    seedUrls,
  };
}

/**
 * What `npm run admin` needs (docs/operations/deploying.md#the-first-administrator): the database
 * (DATABASE_URL, else PGlite in DATA_DIR), and for a configuration it may have to write first, the
 * ERP_URL, SMTP_HOST/SMTP_PORT and PORT defaults. Throws ConfigError naming each bad variable.
 */
export function loadToolConfig(env: Env = process.env): Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'erpUrl' | 'smtp' | 'port' | 'seedUrls'> {
  const problems: ConfigProblem[] = [];
  const fail: Fail = (variable, message) => problems.push({ variable, message });
  const read: Read = (name) => env[name]?.trim() || undefined;
  const { databaseUrl, dataDir } = readDatabase(read, fail);
  const erpUrl = httpUrl(read('ERP_URL') ?? 'http://127.0.0.1:8090/erp');
  if (erpUrl === null) fail('ERP_URL', 'must be an http:// or https:// URL');
  const port = integer(read('PORT') ?? '8080', 0, 65535);
  if (port === null) fail('PORT', 'must be a whole number from 0 to 65535');
  const smtpPort = integer(read('SMTP_PORT') ?? '2525', 1, 65535);
  if (smtpPort === null) fail('SMTP_PORT', 'must be a whole number from 1 to 65535');
  const seedUrls = readSeedUrls(read, fail, port ?? 8080, erpUrl);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    databaseUrl,
    dataDir,
    erpUrl: erpUrl!,
    port: port!,
    seedUrls,
    smtp: { host: read('SMTP_HOST') ?? '127.0.0.1', port: smtpPort!, fromEnv: read('SMTP_HOST') !== undefined || read('SMTP_PORT') !== undefined },
  };
}

export type { SeedUrls } from './settings/shared-reads';
// Kept importable from here: the remotes manifest file and the theme count are read by the routes and the tools.
export { defaultRemotesManifest, manifestUrlOf, matchesPin, readRemotesManifest } from './settings/remotes-file';
export { THEME_COUNT } from './settings/values';
