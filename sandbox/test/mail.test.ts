import { connect, type Socket } from 'node:net';
import { MailStore } from '../src/mail/mail-store';
import { startSmtpCatcher, type SmtpCatcher } from '../src/mail/smtp';
import { buildTestSandbox } from './helpers';

/** Speaks SMTP line by line, waiting for each reply, so the test sees a real conversation. */
async function smtpConversation(port: number, lines: readonly string[]): Promise<string[]> {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const waiters: ((reply: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply is complete at a line 'NNN text' (a space, not a dash, after the code).
    const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
    if (match && waiters.length > 0) {
      const reply = buffer;
      buffer = '';
      waiters.shift()?.(reply);
    }
  });
  const next = () => new Promise<string>((resolve) => waiters.push(resolve));
  const replies = [await next()];
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    replies.push(await next());
  }
  socket.end();
  return replies;
}

describe('mail catcher', () => {
  const store = new MailStore();
  const { app } = buildTestSandbox({ mailStore: store });
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ store, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await smtp.close();
    await app.close();
  });
  beforeEach(() => store.clear());

  it('catches a message sent over SMTP (with AUTH) and lists it at /mail/api/messages', async () => {
    const auth = Buffer.from('\0portal\0any-password').toString('base64');
    const message = [
      'From: Portal <no-reply@portal.test>',
      'To: Dana <dana@customer.test>, ops@customer.test',
      'Subject: Reset your password',
      'Date: Sun, 15 Mar 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Open https://portal.test/reset-password/abc to set a new password.',
      '.',
    ].join('\r\n');
    const replies = await smtpConversation(smtp.port, [
      'EHLO test.local',
      `AUTH PLAIN ${auth}`,
      'MAIL FROM:<no-reply@portal.test>',
      'RCPT TO:<dana@customer.test>',
      'RCPT TO:<ops@customer.test>',
      'DATA',
      message,
      'QUIT',
    ]);
    expect(replies[0]).toMatch(/^220 /);
    expect(replies[2]).toMatch(/^235 /);
    expect(replies[7]).toMatch(/^250 /);

    const res = await app.inject({ method: 'GET', url: '/mail/api/messages' });
    const list = res.json<{ id: string; from: string; to: string[]; subject: string; text: string; date: string }[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      from: '"Portal" <no-reply@portal.test>',
      to: ['dana@customer.test', 'ops@customer.test'],
      subject: 'Reset your password',
      date: '2026-03-15T10:00:00.000Z',
    });
    expect(list[0]?.text).toContain('reset-password/abc');

    const filtered = await app.inject({ method: 'GET', url: '/mail/api/messages?to=OPS@customer' });
    expect(filtered.json()).toHaveLength(1);
    const other = await app.inject({ method: 'GET', url: '/mail/api/messages?to=nobody@x' });
    expect(other.json()).toHaveLength(0);
  });

  it('takes mail without AUTH too', async () => {
    const replies = await smtpConversation(smtp.port, [
      'HELO test.local',
      'MAIL FROM:<a@portal.test>',
      'RCPT TO:<b@customer.test>',
      'DATA',
      'Subject: plain\r\n\r\nhello\r\n.',
      'QUIT',
    ]);
    expect(replies[5]).toMatch(/^250 /);
    expect(store.list()[0]).toMatchObject({ subject: 'plain', to: ['b@customer.test'], from: 'a@portal.test' });
  });

  it('GET /mail lists mail newest first with HTML escaped', async () => {
    store.add({ from: 'a@x', to: ['b@y'], subject: 'first', text: 'one', date: new Date().toISOString() });
    store.add({
      from: 'a@x',
      to: ['b@y'],
      subject: '<script>alert(1)</script>',
      text: 'see https://portal.test/register/t0k?x=1&y=2',
      html: '<p>hi</p>',
      date: new Date().toISOString(),
    });
    const res = await app.inject({ method: 'GET', url: '/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('href="https://portal.test/register/t0k?x=1&amp;y=2"');
    expect(res.body.indexOf('&lt;script&gt;')).toBeLessThan(res.body.indexOf('first'));

    const newest = store.list()[0];
    const html = await app.inject({ method: 'GET', url: `/mail/messages/${newest?.id}/html` });
    expect(html.body).toBe('<p>hi</p>');
    expect(html.headers['content-security-policy']).toMatch(/sandbox/);
    const one = await app.inject({ method: 'GET', url: `/mail/api/messages/${newest?.id}` });
    expect(one.json()).toMatchObject({ subject: '<script>alert(1)</script>' });
    expect((await app.inject({ method: 'GET', url: '/mail/api/messages/nope' })).statusCode).toBe(404);
  });

  it('DELETE /mail/api/messages clears the list', async () => {
    store.add({ from: 'a@x', to: ['b@y'], subject: 's', text: 't', date: new Date().toISOString() });
    const res = await app.inject({ method: 'DELETE', url: '/mail/api/messages' });
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await app.inject({ method: 'GET', url: '/mail/api/messages' })).json()).toEqual([]);
  });

  it('keeps only the last 500 messages', () => {
    const small = new MailStore();
    for (let i = 0; i < 510; i += 1) {
      small.add({ from: 'a@x', to: ['b@y'], subject: `m${i}`, text: '', date: new Date().toISOString() });
    }
    const list = small.list();
    expect(list).toHaveLength(500);
    expect(list[0]?.subject).toBe('m509');
    expect(list[499]?.subject).toBe('m10');
  });
});
