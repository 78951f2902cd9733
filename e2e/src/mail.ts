/** A mail as the sandbox's catcher lists it (sandbox/src/mail/routes.ts). */
export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  date: string;
}

export async function caughtMails(sandboxUrl: string, to?: string): Promise<CaughtMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  return (await (await fetch(`${sandboxUrl}/mail/api/messages${query}`)).json()) as CaughtMail[];
}

/**
 * Waits until a mail to `to` whose subject matches arrives (the outbox worker sends
 * asynchronously) and returns it. Gives up after `timeoutMs` with the subjects it saw.
 */
export async function waitForMail(sandboxUrl: string, to: string, subject: RegExp, timeoutMs = 30_000): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  let seen: string[] = [];
  while (Date.now() < until) {
    const mails = await caughtMails(sandboxUrl, to);
    const found = mails.find((m) => subject.test(m.subject));
    if (found) return found;
    seen = mails.map((m) => m.subject);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms; saw: ${JSON.stringify(seen)}`);
}

/** The first link in a mail's text that starts with `prefix` (an absolute URL). */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"'<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
