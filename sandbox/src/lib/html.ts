/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Escapes text, then turns http(s) addresses into links, so that reset and
 * invite links in caught mail can be followed from the /mail page.
 */
export function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`,
  );
}

/** A minimal page frame shared by / and /mail. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2733; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin-bottom: .25rem; }
  code, pre { background: #f3f5f7; border-radius: 4px; }
  pre { padding: .75rem; white-space: pre-wrap; word-break: break-word; }
  table { border-collapse: collapse; } td, th { text-align: left; padding: .2rem .6rem .2rem 0; vertical-align: top; }
  .mail { border: 1px solid #d5dbe1; border-radius: 6px; padding: .75rem 1rem; margin: 1rem 0; }
  .meta { color: #56616d; font-size: .9rem; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
