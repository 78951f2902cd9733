import { useCallback, useRef, useState } from 'react';
import { MESSAGES, toast } from 'shared';
import { openInNewTab } from '../../../lib/open-url';

/**
 * Wraps a PDF call (spec §7: each answers a URL opened in a new tab). A second click while one
 * runs is ignored, so one click never opens two tabs; any failure shows the spec's PDF message.
 */
export function usePdfAction<A extends unknown[]>(fetchUrl: (...args: A) => Promise<string>) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        const url = await fetchUrl(...args);
        if (!url) throw new Error('No PDF url');
        openInNewTab(url);
      } catch {
        toast.error(MESSAGES.invoicesPdfError);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [fetchUrl],
  );
  return { run, pending };
}
