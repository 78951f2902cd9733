import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { SystemConfiguration } from 'shared/server';

export interface MailMessage {
  to: string;
  bcc?: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  /** Sends one message through the SMTP server of the system configuration; throws when it cannot. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  /** Connection, greeting and socket timeouts in ms (default 10 s). */
  timeoutMs?: number;
}

/**
 * The SMTP transport of a configuration: SmtpAddress and SmtpPort (implicit TLS on 465, STARTTLS
 * when the server offers it), a login when SmtpUseUser is on.
 */
export function transportOptions(config: SystemConfiguration, timeoutMs: number) {
  const port = Number(config.SmtpPort);
  return {
    host: config.SmtpAddress,
    port,
    secure: port === 465,
    ...(config.SmtpUseUser ? { auth: { user: config.SmtpUser, pass: config.SmtpPassword } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
  };
}

/**
 * Sends mail with nodemailer. The configuration is read for every message, so a change on
 * /settings/configuration applies at once, on every instance.
 */
export const mailerPlugin = fp<MailerOptions>(
  async (app, opts) => {
    const timeoutMs = opts.timeoutMs ?? 10_000;
    app.decorate('mailer', {
      async send(message: MailMessage) {
        const config = await app.systemConfigRepository.get();
        const transport = nodemailer.createTransport(transportOptions(config, timeoutMs));
        try {
          await transport.sendMail({
            from: { name: config.FromAddressName, address: config.FromAddress },
            to: message.to,
            ...(message.bcc ? { bcc: message.bcc } : {}),
            subject: message.subject,
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
          });
        } finally {
          transport.close();
        }
      },
    });
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
