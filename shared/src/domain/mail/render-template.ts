import { MAIL_TEMPLATE_PLACEHOLDERS, type MailTemplateKey, type MailTemplateValues } from '../constants/mail-templates';

export interface RenderedMail {
  text: string;
  html: string;
}

/** The colours and name a mail is framed in: the brand of the host the reader used. */
export interface MailBrand {
  name: string;
  primary: string;
  contactEmail?: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * Fills a template's {Placeholders} as text and as inline HTML (escaped, an http(s) value as a
 * link, no paragraphs yet), for a mail that puts parts together itself, like the receipt's rows.
 */
export function fillMailTemplate<K extends MailTemplateKey>(key: K, template: string, values: MailTemplateValues<K>): RenderedMail {
  return fillPlaceholders(template, new Set<string>(MAIL_TEMPLATE_PLACEHOLDERS[key]), values as Record<string, string>);
}

function fillPlaceholders(template: string, allowed: ReadonlySet<string>, lookup: Record<string, string>): RenderedMail {
  const text = template.replace(PLACEHOLDER, (whole, name: string) => (allowed.has(name) ? (lookup[name] ?? '') : whole));
  const html = escapeHtml(template).replace(PLACEHOLDER, (whole, name: string) => {
    if (!allowed.has(name)) return whole;
    const value = lookup[name] ?? '';
    return /^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  });
  return { text, html };
}

/** Inline HTML split into paragraphs at blank lines, single line breaks kept. */
export const htmlParagraphs = (html: string): string =>
  html
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * A whole HTML mail around its body; with a brand, under a bar in the brand's colour and name, and
 * its contact address below. Inline styles only: mail programs drop style sheets.
 */
export function mailHtmlDocument(body: string, brand?: MailBrand): string {
  const top = brand
    ? `<div style="background:${escapeHtml(brand.primary)};color:#fff;padding:12px 16px;font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</div>\n<div style="padding:8px 16px">\n`
    : '';
  const bottom = brand
    ? `\n</div>${brand.contactEmail ? `\n<p style="padding:0 16px;color:#555;font-size:12px">${escapeHtml(brand.name)} · <a href="mailto:${escapeHtml(brand.contactEmail)}">${escapeHtml(brand.contactEmail)}</a></p>` : ''}`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">\n${top}${body}${bottom}\n</body></html>`;
}

/**
 * Fills a template's {Placeholders}, as plain text and as HTML. Values are escaped in the HTML
 * (a name can hold '<'), and an http(s) value becomes a link. Names the template may not use stay
 * as typed, so an administrator sees the mistake in the mail rather than a silent blank.
 */
export function renderMailTemplate<K extends MailTemplateKey>(
  key: K,
  template: string,
  values: MailTemplateValues<K>,
  /** A closing line the portal adds whatever the template says (a link's expiry, linkExpiryNote). */
  note?: string,
): RenderedMail {
  const filled = fillMailTemplate(key, template, values);
  if (!note) return { text: filled.text, html: mailHtmlDocument(htmlParagraphs(filled.html)) };
  return {
    text: `${filled.text.trimEnd()}\n\n${note}`,
    html: mailHtmlDocument(`${htmlParagraphs(filled.html)}\n<p>${escapeHtml(note)}</p>`),
  };
}

/**
 * A mail of fixed text held in `shared` (not a configuration template, e.g. docs/security/account-changes.md's
 * notices): its {Placeholders} filled from `values`, as plain text and HTML, like renderMailTemplate.
 */
export function renderFixedMail(template: string, values: Record<string, string>): RenderedMail {
  const filled = fillPlaceholders(template, new Set(Object.keys(values)), values);
  return { text: filled.text, html: mailHtmlDocument(htmlParagraphs(filled.html)) };
}
