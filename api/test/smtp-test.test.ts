import { promises as dns } from 'node:dns';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { CONFIGURATION_VALIDATION, SMTP_TEST_ANSWERS, type SystemConfigurationView } from 'shared/server';
import { loadConfig } from '../src/config';
import { isPrivateAddress } from '../src/security/outbound-address';
import { databases } from './helpers/databases';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { bearer, useApiTest } from './helpers/test-app';

const V = CONFIGURATION_VALIDATION;
const SECRET = 'stored-Smtp-Secret-9931';
const REMOTE_TEXT = 'INTERNAL-BANNER mail.corp.internal Postfix 3.4.1';

/**
 * A mail server that talks as the script says: its greeting carries REMOTE_TEXT, and it answers
 * each command with the next line (or never, when the script runs out or says null).
 */
async function scriptedServer(greeting: string | null, answers: Record<string, string>): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (greeting !== null) socket.write(`${greeting}\r\n`);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        const answer = answers[verb];
        if (answer !== undefined) socket.write(`${answer}\r\n`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A server that records every password it is sent, whatever the user. */
async function startPasswordCatcher(): Promise<{ port: number; passwords: string[]; close(): Promise<void> }> {
  const passwords: string[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      passwords.push(String(auth.password));
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, passwords, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('private and local addresses (docs/security/outbound-connections.md)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['10.0.0.25', true],
    ['172.20.1.1', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['64:ff9b::a00:1', true],
    ['2002:c0a8:0101::1', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('are off limits by default outside sandbox mode, allowed in sandbox mode, and a setting either way', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...secret }).smtpTestAllowPrivate).toBe(false);
    expect(loadConfig({ ...secret, SANDBOX_MODE: 'false' }).smtpTestAllowPrivate).toBe(false);
    expect(loadConfig({ SANDBOX_MODE: 'true' }).smtpTestAllowPrivate).toBe(true);
    expect(loadConfig({ SANDBOX_MODE: 'true', SMTP_TEST_ALLOW_PRIVATE: 'false' }).smtpTestAllowPrivate).toBe(false);
    expect(loadConfig({ ...secret, SMTP_TEST_ALLOW_PRIVATE: 'true' }).smtpTestAllowPrivate).toBe(true);
    expect(() => loadConfig({ SANDBOX_MODE: 'true', SMTP_TEST_ALLOW_PRIVATE: 'yes' })).toThrow(/SMTP_TEST_ALLOW_PRIVATE/);
  });
});

describe.each(databases)('the SMTP test is no port scanner and no password leak ($name)', (database) => {
  /** Host names the tests resolve themselves: what a DNS server an attacker runs would answer. */
  const names: Record<string, string[]> = {
    'mail.portal.test': ['127.0.0.1'],
    'split.attacker.test': ['93.184.216.34', '127.0.0.1'],
    'inside.attacker.test': ['10.1.2.3'],
  };
  const lookup = async (host: string) => {
    const addresses = names[host];
    // Anything else as this machine resolves it ('localhost', '0'; '.invalid' is never found).
    if (!addresses) return dns.lookup(host, { all: true, verbatim: true });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  // In sandbox mode (the test apps' mode) the test may reach private addresses, as the sandbox's mail catcher needs.
  const t = useApiTest(database, { logins: ['admin'], build: { mailer: { timeoutMs: 400 }, smtpTestLookup: lookup } });
  // Outside sandbox mode's default: the same server with SMTP_TEST_ALLOW_PRIVATE off.
  const strict = useApiTest(database, { logins: ['admin'], env: { SMTP_TEST_ALLOW_PRIVATE: 'false' }, build: { smtpTestLookup: lookup } });
  let form: Record<string, unknown>;
  let smtp: TestSmtp;
  const smtpTest = (app: FastifyInstance, token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/configuration/smtp-test', headers: bearer(token), payload: { testEmail: 'admin@portal.test', ...payload } });
  const test = (payload: object) => smtpTest(t.app, t.tokens.admin!, payload);

  beforeAll(async () => {
    smtp = await startSmtp();
    const { SmtpPasswordSet: _set, ...view } = (
      await t.app.inject({ method: 'GET', url: '/api/configuration', headers: bearer(t.tokens.admin!) })
    ).json<SystemConfigurationView>();
    form = { ...view, SmtpAddress: '127.0.0.1', SmtpPort: smtp.port };
  });
  afterAll(() => smtp?.close());
  beforeEach(() => {
    smtp.mails.length = 0;
  });

  describe('answers one of a few fixed texts, never the mail server’s own words', () => {
    it.each([
      ['a refused MAIL FROM', '220 ' + REMOTE_TEXT, { EHLO: '250 ' + REMOTE_TEXT, HELO: '250 ok', MAIL: '550 5.7.1 ' + REMOTE_TEXT + ' relay denied' }, SMTP_TEST_ANSWERS.refused],
      ['a refused recipient', '220 ' + REMOTE_TEXT, { EHLO: '250 ok', MAIL: '250 ok', RCPT: '554 5.7.1 ' + REMOTE_TEXT }, SMTP_TEST_ANSWERS.refused],
      ['a failed login', '220 ' + REMOTE_TEXT, { EHLO: '250-' + REMOTE_TEXT + '\r\n250 AUTH PLAIN LOGIN', AUTH: '535 5.7.8 ' + REMOTE_TEXT }, SMTP_TEST_ANSWERS.authenticationFailed],
      ['a service that is not a mail server', 'SSH-2.0-' + REMOTE_TEXT, {}, SMTP_TEST_ANSWERS.couldNotConnect],
      ['a rejecting greeting', '554 ' + REMOTE_TEXT, {}, SMTP_TEST_ANSWERS.refused],
      ['a server that never greets', null, {}, SMTP_TEST_ANSWERS.timedOut],
    ])('%s', async (_what, greeting, answers, message) => {
      const server = await scriptedServer(greeting, answers);
      try {
        const login = 'AUTH' in answers ? { SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: 'typed-password' } : {};
        const response = await test({ ...form, SmtpPort: server.port, ...login });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ sent: false, message });
        expect(response.body).not.toMatch(/INTERNAL-BANNER|Postfix|corp\.internal|relay denied|SSH/);
      } finally {
        await server.close();
      }
    });

    it('an unknown host', async () => {
      const response = await test({ ...form, SmtpAddress: 'no-such-host.invalid' });
      expect(response.json()).toEqual({ sent: false, message: SMTP_TEST_ANSWERS.couldNotConnect });
      expect(response.body).not.toContain('no-such-host');
    });
  });

  it('connects to the address it resolved and checked, not to a second lookup of the name', async () => {
    const response = await test({ ...form, SmtpAddress: 'mail.portal.test' });
    expect(response.json()).toEqual({ sent: true, message: SMTP_TEST_ANSWERS.sent });
    expect(smtp.mails).toEqual([expect.objectContaining({ to: ['admin@portal.test'] })]);
  });

  it('sends the stored password only to the stored server and port; another needs it typed again', async () => {
    const catcher = await startPasswordCatcher();
    try {
      const stored = { ...form, SmtpAddress: '127.0.0.1', SmtpPort: catcher.port, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: SECRET };
      const saved = await t.app.inject({ method: 'PUT', url: '/api/configuration', headers: bearer(t.tokens.admin!), payload: stored });
      expect(saved.statusCode).toBe(200);
      const attacker = await startPasswordCatcher();
      try {
        for (const elsewhere of [{ SmtpPort: attacker.port }, { SmtpAddress: 'mail.portal.test', SmtpPort: attacker.port }, { SmtpAddress: 'localhost' }]) {
          const response = await test({ ...stored, SmtpPassword: '', ...elsewhere });
          expect([response.statusCode, response.json().message]).toEqual([400, V.smtpPasswordAgain]);
        }
        expect(attacker.passwords).toEqual([]);
        // Typed again, it may go anywhere the test may reach.
        const typed = await test({ ...stored, SmtpPort: attacker.port, SmtpPassword: 'typed-again' });
        expect(typed.json()).toEqual({ sent: true, message: SMTP_TEST_ANSWERS.sent });
        expect(attacker.passwords).toEqual(['typed-again']);
      } finally {
        await attacker.close();
      }
      // Its own server still gets it for a blank password.
      const own = await test({ ...stored, SmtpPassword: '' });
      expect(own.json()).toEqual({ sent: true, message: SMTP_TEST_ANSWERS.sent });
      expect(catcher.passwords).toEqual([SECRET]);
      expect(own.body).not.toContain(SECRET);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/configuration', headers: bearer(t.tokens.admin!), payload: { ...form, SmtpUseUser: false, SmtpPassword: '' } });
      await catcher.close();
    }
  });

  it('refuses private and local addresses when SMTP_TEST_ALLOW_PRIVATE is off, before connecting', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.0.0.25', '169.254.169.254', 'inside.attacker.test', 'split.attacker.test', '0']) {
      const response = await smtpTest(strict.app, strict.tokens.admin!, { ...form, SmtpAddress: host });
      expect([host, response.statusCode, response.json().message]).toEqual([host, 400, V.testPrivateAddress]);
    }
    expect(smtp.mails).toEqual([]);
  });
});
