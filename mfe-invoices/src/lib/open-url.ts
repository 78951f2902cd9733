/**
 * Opens a PDF URL the API handed out (docs/product/invoices.md) in a new tab. 'noopener' keeps the new tab from
 * reaching back into the portal; the URL is the one-time permission, so no header is needed.
 */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
