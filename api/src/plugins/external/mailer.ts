import { isIP } from 'node:net';
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
  /**
   * Sends one message with these settings instead of the stored ones (the SMTP test of unsaved
   * settings); `connect` pins the address connected to (docs/security/outbound-connections.md).
   */
  sendWith(config: SystemConfiguration, message: MailMessage, connect?: ConnectTo): Promise<void>;
}

/** An address already resolved and checked, to connect to instead of resolving SmtpAddress again. */
export interface ConnectTo {
  address: string;
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
export function transportOptions(config: SystemConfiguration, timeoutMs: number, connect?: ConnectTo) {
  const port = Number(config.SmtpPort);
  const named = connect && !isIP(config.SmtpAddress);
  return {
    host: connect?.address ?? config.SmtpAddress,
    port,
    secure: port === 465,
    // Connected by address, TLS still checks the certificate against the name the settings give.
    ...(named ? { tls: { servername: config.SmtpAddress } } : {}),
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
    const mailer: Mailer = {
      async send(message: MailMessage) {
        // Read for every message: a saved change applies to the next mail, on every instance.
        await mailer.sendWith(await app.systemConfigRepository.get(), message);
      },
      async sendWith(config: SystemConfiguration, message: MailMessage, connect?: ConnectTo) {
        const transport = nodemailer.createTransport(transportOptions(config, timeoutMs, connect));
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
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
