import { MAIL_TEMPLATE_PLACEHOLDERS, type MailTemplateKey, type MailTemplateValues } from '../constants/mail-templates';

export interface RenderedMail {
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills a template's {Placeholders}, as plain text and as HTML. Values are escaped in the HTML
 * (a name can hold '<'), and an http(s) value becomes a link. Names the template may not use stay
 * as typed, so an administrator sees the mistake in the mail rather than a silent blank.
 */
export function renderMailTemplate<K extends MailTemplateKey>(
  key: K,
  template: string,
  values: MailTemplateValues<K>,
): RenderedMail {
  const allowed = new Set<string>(MAIL_TEMPLATE_PLACEHOLDERS[key]);
  const lookup = values as Record<string, string>;
  const pattern = /\{([A-Za-z]+)\}/g;
  const text = template.replace(pattern, (whole, name: string) => (allowed.has(name) ? (lookup[name] ?? '') : whole));
  const htmlBody = escapeHtml(template)
    .replace(pattern, (whole, name: string) => {
      if (!allowed.has(name)) return whole;
      const value = lookup[name] ?? '';
      return /^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
    })
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">\n${htmlBody}\n</body></html>`;
  return { text, html };
}
