import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from 'shared/server';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/seed/demo-users';
import type { PreparedDatabase } from './databases';

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
  // The mail worker only runs where a test asks for it.
  return buildApp(config, { logger: false, seedErpWaitMs: 0, mailWorker: { enabled: false }, ...options });
}

export async function login(app: FastifyInstance, user: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/token/login', payload: { login: user, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${user} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userId(app: FastifyInstance, loginName: string): Promise<number> {
  const user = await app.usersRepository.findByLogin(loginName);
  if (!user) throw new Error(`no user ${loginName}`);
  return user.user_id;
}
