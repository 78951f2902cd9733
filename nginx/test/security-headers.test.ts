import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The module itself, not 'shared/server': the rest of that entry is the servers' (ESM TypeBox schemas).
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY } from '../../shared/src/domain/constants/security-headers';

/** The value of one add_header of the rendered nginx.conf. */
function headerOf(config: string, name: string): string | undefined {
  return new RegExp(`add_header ${name} "([^"]*)" always;`).exec(config)?.[1];
}

/**
 * nginx and the API server send the same security headers: both take them from
 * shared/security-headers.json (docs/architecture/overview.md).
 */
describe('the security headers of nginx.conf', () => {
  const tokenizer = 'https://tokens.example.test';
  const rendered = spawnSync(process.execPath, [path.join(__dirname, '../render-config.mjs')], {
    env: { ...process.env, TOKENIZER_ORIGIN: tokenizer, PORTAL_ROOT: mkdtempSync(path.join(tmpdir(), 'portal-root-')), LOG_DIR: mkdtempSync(path.join(tmpdir(), 'portal-logs-')) },
    encoding: 'utf8',
  });

  it('renders without a placeholder left', () => {
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).not.toMatch(/__[A-Z_]+__/);
  });

  it('are the API server’s: the same policy for the same tokenizer (no remote from elsewhere), HSTS and Permissions-Policy', () => {
    const policy = headerOf(rendered.stdout, 'Content-Security-Policy');
    expect(policy).toBe(contentSecurityPolicy({ tokenizerOrigins: [tokenizer], remoteOrigins: [] }));
    expect(policy).toContain(`connect-src 'self' ${tokenizer};`);
    expect(policy).toContain("script-src 'self';");
    expect(headerOf(rendered.stdout, 'Strict-Transport-Security')).toBe(HSTS);
    expect(headerOf(rendered.stdout, 'Permissions-Policy')).toBe(PERMISSIONS_POLICY);
  });
});
