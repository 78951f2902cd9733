import type { SmtpTestResponse, SystemConfiguration } from 'shared/server';
import type { Mailer } from '../../plugins/external/mailer';

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * Why a mail could not be sent, in words an administrator can act on: a refused connection, an
 * authentication error, an unknown host, a timeout, else nodemailer's own message. None of
 * nodemailer's errors carries the password.
 */
export function smtpFailureReason(error: unknown, config: Pick<SystemConfiguration, 'SmtpAddress' | 'SmtpPort'>): string {
  const e = (error ?? {}) as SmtpError;
  const server = `${config.SmtpAddress}:${config.SmtpPort}`;
  const text = `${e.code ?? ''} ${e.message ?? ''}`;
  if (/ECONNREFUSED/.test(text)) return `the connection to ${server} was refused (no mail server is listening there).`;
  if (e.code === 'EAUTH') return `authentication error: the mail server did not accept the user name and password (${e.response ?? e.message ?? 'no answer'}).`;
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) return `the mail server ${config.SmtpAddress} could not be found.`;
  if (/ETIMEDOUT|timeout/i.test(text)) return `the mail server at ${server} did not answer in time.`;
  if (e.code === 'EENVELOPE') return `the mail server refused the addresses: ${e.response ?? e.message}`;
  if (e.response) return `the mail server answered: ${e.response}`;
  return e.message ?? 'unknown error.';
}

/**
 * Sends a test mail with these settings (saved or not) and answers what happened, success or the
 * reason it failed: the page shows the text in an alert (docs/product/configuration-and-mail.md#smtp-test).
 */
export async function sendSmtpTest(mailer: Mailer, config: SystemConfiguration, to: string): Promise<SmtpTestResponse> {
  try {
    await mailer.sendWith(config, {
      to,
      subject: `${config.CompanyName}: SMTP test`,
      text: `This test mail was sent by the portal through ${config.SmtpAddress}:${config.SmtpPort}. The mail settings work.`,
    });
    return { sent: true, message: `Test e-mail sent to ${to} through ${config.SmtpAddress}:${config.SmtpPort}.` };
  } catch (error) {
    return { sent: false, message: `The test e-mail could not be sent: ${smtpFailureReason(error, config)}` };
  }
}
