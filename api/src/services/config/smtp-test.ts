import { CONFIGURATION_VALIDATION, SMTP_TEST_ANSWERS, type SmtpTestResponse, type SystemConfiguration } from 'shared/server';
import { ApiError } from '../../errors';
import type { Mailer } from '../../plugins/external/mailer';
import { resolveOutboundTarget, type Lookup } from '../../security/outbound-address';

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

export interface SmtpTestOptions {
  /** SMTP_TEST_ALLOW_PRIVATE: whether the test may reach private and local addresses (docs/security/outbound-connections.md). */
  allowPrivate: boolean;
  /** The resolver (tests answer with addresses of their own). */
  lookup?: Lookup;
}

/** What went wrong, by nodemailer's error code only: which fixed answer, and what the log may say. */
export function smtpTestFailure(error: unknown): { message: string; code: string } {
  const e = (error ?? {}) as SmtpError;
  const code = e.code ?? 'unknown';
  if (code === 'EAUTH') return { message: SMTP_TEST_ANSWERS.authenticationFailed, code };
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(e.message ?? '')) return { message: SMTP_TEST_ANSWERS.timedOut, code };
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (e.responseCode !== undefined && e.responseCode >= 400)) {
    return { message: SMTP_TEST_ANSWERS.refused, code };
  }
  return { message: SMTP_TEST_ANSWERS.couldNotConnect, code };
}

/**
 * Sends a test mail with these settings (saved or not) and answers one of SMTP_TEST_ANSWERS, never
 * the mail server's own words (docs/security/outbound-connections.md#the-smtp-test). The host is
 * resolved and every address checked first; the mail goes to the checked address. A private or
 * local address is refused (400) unless `allowPrivate`.
 */
export async function sendSmtpTest(
  mailer: Mailer,
  config: SystemConfiguration,
  to: string,
  options: SmtpTestOptions,
): Promise<SmtpTestResponse & { code?: string }> {
  const target = await resolveOutboundTarget(config.SmtpAddress, options);
  if (!target.ok && target.reason === 'private') {
    throw new ApiError(400, CONFIGURATION_VALIDATION.testPrivateAddress, 'smtp_test_private_address');
  }
  if (!target.ok) return { sent: false, message: SMTP_TEST_ANSWERS.couldNotConnect, code: 'not_found' };
  try {
    await mailer.sendWith(
      config,
      {
        to,
        subject: `${config.CompanyName}: SMTP test`,
        text: 'This test mail was sent by the portal. The mail settings work.',
      },
      { address: target.address },
    );
    return { sent: true, message: SMTP_TEST_ANSWERS.sent };
  } catch (error) {
    return { sent: false, ...smtpTestFailure(error) };
  }
}
