import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  mails: CaughtMail[];
  /** Resolves when `count` mails were caught (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a random port that keeps every message (no TLS, no login). */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, caught ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}
