import { escapeHtml, linkify, page } from '../lib/html';
import type { CaughtMail } from './mail-store';

function entry(mail: CaughtMail): string {
  const html = mail.html
    ? ` &middot; <a href="/mail/messages/${encodeURIComponent(mail.id)}/html" target="_blank">HTML version</a>`
    : '';
  return `<article class="mail">
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <div class="meta">From ${escapeHtml(mail.from)} &middot; To ${escapeHtml(mail.to.join(', '))} &middot;
    <time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time>${html}</div>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

/** The /mail page: every caught message, newest first, all text escaped. */
export function mailPage(messages: readonly CaughtMail[]): string {
  const list = messages.length === 0 ? '<p>No mail caught yet.</p>' : messages.map(entry).join('\n');
  const body = `<h1>Caught mail (${messages.length})</h1>
<p><a href="/mail">Refresh</a> &middot; <a href="/mail/api/messages">JSON</a> &middot; <a href="/">Sandbox home</a></p>
${list}`;
  return page('Sandbox mail', body);
}
