import { MESSAGES, toast, useAction } from 'shared';
import { openInNewTab } from '../../../lib/open-url';

/**
 * Wraps a PDF call (docs/product/invoices.md: each answers a URL opened in a new tab). A second click while one
 * runs is ignored, so one click never opens two tabs; any failure shows the spec's PDF message.
 */
export function usePdfAction<A extends unknown[]>(fetchUrl: (...args: A) => Promise<string>) {
  const { run, busy } = useAction(async (...args: A) => {
    try {
      const url = await fetchUrl(...args);
      if (!url) throw new Error('No PDF url');
      openInNewTab(url);
    } catch {
      toast.error(MESSAGES.invoicesPdfError);
    }
  });
  return { run, pending: busy };
}
