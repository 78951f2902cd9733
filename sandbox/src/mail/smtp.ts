import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { MailStore } from './mail-store';

export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

export interface SmtpOptions {
  store: MailStore;
  port: number;
  host: string;
  /** Called with a one-line summary of each caught message (never its body). */
  onMail?: (summary: string) => void;
  /** Connection errors (a client hanging up mid-message); they must not crash the process. */
  onError?: (err: Error) => void;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter((a) => a !== '');
}

function envelope(session: SMTPServerSession): { from: string; to: string[] } {
  const from = session.envelope.mailFrom;
  return {
    from: from ? from.address : '',
    to: session.envelope.rcptTo.map((r) => r.address),
  };
}

/**
 * A catch-all SMTP server: plain text only (no TLS), any AUTH accepted but none
 * required, every message parsed and kept in the mail store.
 */
export function startSmtpCatcher({ store, port, host, onMail, onError }: SmtpOptions): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    banner: 'invoice portal sandbox mail catcher',
    size: MAX_MESSAGE_BYTES,
    // On shutdown, open sessions get a 421 after a second instead of holding the process.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'sandbox' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (stream.sizeExceeded) {
            const tooBig = Object.assign(new Error('Message exceeds fixed maximum message size'), { responseCode: 552 });
            callback(tooBig);
            return;
          }
          const env = envelope(session);
          const to = addresses(parsed.to);
          const mail = store.add({
            from: parsed.from?.text || env.from,
            to: to.length > 0 ? to : env.to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
            date: (parsed.date ?? new Date()).toISOString(),
          });
          onMail?.(`mail caught: "${mail.subject}" to ${mail.to.join(', ')}`);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (err: Error) => onError?.(err));
      const address = server.server.address() as AddressInfo;
      resolve({
        port: address.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
