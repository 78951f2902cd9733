import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginAnswer, LoginResponse } from 'shared/server';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import { totpCode } from '../../src/services/second-factor/totp';
import type { PreparedDatabase, TestDatabase } from './databases';
import { startFakeErp, type FakeErp } from './fake-erp';
import { startFakeTokenizer, type FakeTokenizer } from './fake-tokenizer';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** An empty folder as STATIC_ROOT unless a test brings its own. */
export const emptyStaticRoot = (): string => mkdtempSync(path.join(tmpdir(), 'portal-static-'));

/** Builds the app for a test: sandbox mode (demo data), the given database and fake ERP. */
export async function buildTestApp(
  database: PreparedDatabase,
  erpUrl: string,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    SANDBOX_MODE: 'true',
    ERP_URL: erpUrl,
    STATIC_ROOT: emptyStaticRoot(),
    LOG_LEVEL: 'silent',
    ...database.env,
    ...env,
  });
  // The mail worker and the job queue's timer only run where a test asks for it: a daily job waking
  // in the middle of a test would call the fake ERP behind its back (docs/architecture/jobs.md).
  return buildApp(config, { logger: false, seedErpWaitMs: 0, mailWorker: { enabled: false }, jobs: { enabled: false }, ...database.build, ...options });
}

/**
 * The current code of the user's TOTP secret, as their authenticator app shows it. The secret is the
 * one stored for them: the demo staff's seeded one, or one a test enrolled.
 */
export async function currentTotpCode(app: FastifyInstance, loginName: string): Promise<string> {
  const totp = await app.secondFactorRepository.findTotp(await userId(app, loginName));
  if (!totp?.confirmed_at) throw new Error(`${loginName} has no TOTP secret`);
  // A code is accepted once per 30-second step (docs/security/second-factor.md#the-factors), and the suites
  // log the same demo user in many times within one step: the helpers forget the step last used.
  // The single use itself is tested in second-factor.test.ts.
  await app.db.query('UPDATE user_totp SET last_time_step = NULL WHERE user_id = $1', [totp.user_id]);
  return totpCode(totp.secret);
}

/**
 * POST /api/token/login, then, for a user with a second factor (the demo staff users), its second
 * step with the current TOTP code: the answer that carries the tokens and the PDF cookie.
 */
async function logInThroughSecondFactor(app: FastifyInstance, user: string, password: string): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/token/login', payload: { login: user, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${user} failed: ${response.statusCode} ${response.body}`);
  const answer = response.json<LoginAnswer>();
  if (!('mfaToken' in answer)) return response;
  const code = await currentTotpCode(app, user);
  const verified = await app.inject({ method: 'POST', url: '/api/token/mfa/verify', payload: { mfaToken: answer.mfaToken, code } });
  if (verified.statusCode !== 200) throw new Error(`second factor of ${user} failed: ${verified.statusCode} ${verified.body}`);
  return verified;
}

export async function login(app: FastifyInstance, user: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  return (await logInThroughSecondFactor(app, user, password)).json<LoginResponse>();
}

/** A login as the browser keeps it: the tokens and the PDF cookie (`name=value`) it was sent. */
export async function loginSession(
  app: FastifyInstance,
  user: string,
  password = DEMO_PASSWORD,
): Promise<LoginResponse & { pdfCookie: string }> {
  const response = await logInThroughSecondFactor(app, user, password);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { ...response.json<LoginResponse>(), pdfCookie: setCookie.split(';')[0]! };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userId(app: FastifyInstance, loginName: string): Promise<number> {
  const user = await app.usersRepository.findByLogin(loginName);
  if (!user) throw new Error(`no user ${loginName}`);
  return user.user_id;
}

export interface ApiTestOptions {
  /** Demo users logged in before the tests: the part before '@portal.test'. Their tokens are in `tokens`. */
  logins?: readonly string[];
  /** Start a fake tokenizer too; TOKENIZER_URL points at it. */
  tokenizer?: boolean;
  /** More environment for the configuration. */
  env?: Record<string, string>;
  /** buildApp's options (logger, payment ledger timing, mail worker). */
  build?: BuildOptions;
}

/** What a test file's API tests run against; filled in before the file's own beforeAll hooks run. */
export interface ApiTest {
  prepared: PreparedDatabase;
  erp: FakeErp;
  /** Only with `tokenizer: true`. */
  tokenizer: FakeTokenizer;
  app: FastifyInstance;
  tokens: Record<string, string>;
  /** Each logged-in user's PDF cookie, as their browser holds it. */
  cookies: Record<string, string>;
  /** A POST as a logged-in user of `logins`. */
  post(who: string, url: string, payload: object): ReturnType<FastifyInstance['inject']>;
}

/**
 * The set-up every API test file shares: a fresh database of `database`, a fake ERP (and tokenizer),
 * the app in sandbox mode with the demo users, the `logins` logged in; all of it closed after the
 * file. Call it in the describe block; the fields are there from the first beforeAll on.
 */
export function useApiTest(database: TestDatabase, options: ApiTestOptions = {}): ApiTest {
  const test = {
    tokens: {},
    cookies: {},
    post: (who, url, payload) => test.app.inject({ method: 'POST', url, headers: bearer(test.tokens[who]!), payload }),
  } as ApiTest;
  beforeAll(async () => {
    test.prepared = await database.prepare();
    test.erp = await startFakeErp();
    if (options.tokenizer) test.tokenizer = await startFakeTokenizer();
    const env = { ...(options.tokenizer ? { TOKENIZER_URL: test.tokenizer.url } : {}), ...options.env };
    test.app = await buildTestApp(test.prepared, test.erp.url, env, options.build);
    for (const name of options.logins ?? []) {
      const session = await loginSession(test.app, `${name}@portal.test`);
      test.tokens[name] = session.token;
      test.cookies[name] = session.pdfCookie;
    }
    // A fresh database's migrations and each login's password hash take long on a busy machine
    // (the app's own plugin timeout is 60 s): longer than a test's 30 s.
  }, 90_000);
  afterAll(async () => {
    await test.app?.close();
    await test.tokenizer?.close();
    await test.erp?.close();
    await test.prepared?.cleanup();
  });
  return test;
}
