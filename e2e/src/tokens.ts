import { createHmac } from 'node:crypto';

/**
 * Access tokens as an attacker would make them (docs/security/sandbox-mode.md: outside sandbox mode
 * JWT_SECRET is the deploy's own): the claims of a real token (sub: the user, sid: the session),
 * signed HS256 with another secret, as api/src/services/sessions/tokens.ts signs them.
 */
export function resignedToken(token: string, secret: string): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * The secret the API's own tests sign with (api/test/helpers/test-app.ts TEST_JWT_SECRET): the one
 * fixed secret in the repository, so the one a careless deploy could copy.
 */
export const REPOSITORY_TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
