import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/**
 * The second factor in the end-to-end tests (docs/security/second-factor.md): the demo staff users'
 * seeded TOTP secrets, codes computed from them as an authenticator app does, and Chromium's virtual
 * authenticator for passkeys.
 */

/** The secrets the sandbox seeds for admin@, manager@ and staff@portal.test (one file, read by the API server too). */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(path.join(__dirname, '../../api/src/seed/demo-totp-secrets.json'), 'utf8'),
);

/** Secrets of users a test enrolled itself, by login. */
const enrolled = new Map<string, string>();

export function rememberTotpSecret(login: string, secret: string): void {
  enrolled.set(login.toLowerCase(), secret);
}

/** The TOTP secret of a login, if it has one the tests know. */
export const totpSecretOf = (login: string): string | undefined =>
  enrolled.get(login.toLowerCase()) ?? DEMO_TOTP_SECRETS[login.toLowerCase()];

function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 with the defaults every authenticator app uses: HMAC-SHA-1, 30-second steps, 6 digits. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const STEPS_FILE = path.join(tmpdir(), 'portal-e2e-totp-steps.json');
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code the server has not seen yet for this portal and secret: a code works once, so a test that
 * logs the same user in twice within 30 seconds uses the next step's code (accepted a step early),
 * and a third time waits for the clock. The steps used are kept in a file, as the test files share
 * a portal.
 */
export async function nextTotpCode(baseUrl: string, secret: string): Promise<string> {
  const key = `${baseUrl} ${secret}`;
  const used: Record<string, number> = existsSync(STEPS_FILE) ? JSON.parse(readFileSync(STEPS_FILE, 'utf8')) : {};
  const step = Math.max(stepNow(), (used[key] ?? 0) + 1);
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  used[key] = step;
  writeFileSync(STEPS_FILE, JSON.stringify(used));
  return totpAt(secret, step);
}

/** The login page's second step, when it shows: the code of the user's secret. */
export async function completeSecondStep(page: Page, baseUrl: string, login: string): Promise<void> {
  const secret = totpSecretOf(login);
  if (!secret) return;
  const field = page.getByLabel('Code', { exact: true });
  await field.waitFor();
  await field.fill(await nextTotpCode(baseUrl, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

interface LoginAnswer {
  token?: string;
  refreshToken?: string;
  mfaToken?: string;
}

/**
 * POST /api/token/login as a script would, through the second step for a user with a known TOTP
 * secret: the login's answer with its tokens.
 */
export async function apiLogin(baseUrl: string, login: string, password: string): Promise<{ token: string; refreshToken: string }> {
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let answer = (await (await post('/api/token/login', { login, password })).json()) as LoginAnswer;
  if (answer.mfaToken) {
    const secret = totpSecretOf(login);
    if (!secret) throw new Error(`${login} has a second factor the tests do not know`);
    const verified = await post('/api/token/mfa/verify', { mfaToken: answer.mfaToken, code: await nextTotpCode(baseUrl, secret) });
    if (!verified.ok) throw new Error(`second factor of ${login} refused: ${verified.status} ${await verified.text()}`);
    answer = (await verified.json()) as LoginAnswer;
  }
  if (!answer.token) throw new Error(`login of ${login} failed: ${JSON.stringify(answer)}`);
  return { token: answer.token, refreshToken: answer.refreshToken! };
}

/**
 * Sets up TOTP for the user of `token` through the API (a staff user a test made, who must have a
 * second factor), and remembers the secret for their next logins.
 */
export async function enrolTotpByApi(baseUrl: string, token: string, login: string): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const { secret } = (await (await post('/api/mfa/totp/start', {})).json()) as { secret: string };
  const confirmed = await post('/api/mfa/totp/confirm', { code: await nextTotpCode(baseUrl, secret) });
  if (!confirmed.ok) throw new Error(`TOTP enrolment of ${login} failed: ${confirmed.status} ${await confirmed.text()}`);
  rememberTotpSecret(login, secret);
  return secret;
}

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator with resident
 * keys and user verification that always succeeds, so passkeys are made and used without a person.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
