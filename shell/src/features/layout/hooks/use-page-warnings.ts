import { useEffect } from 'react';
import { useLocation } from 'shared/router';
import { useUiStore } from 'shared/core';

/**
 * A warning toast is about the page it came up on ('Please select invoices', a failed save), so it
 * goes when the user moves to another page (docs/product/navigation-and-layout.md#toasts). Errors
 * and persistent toasts stay. Used by the layout behind login, where the warnings come up, so
 * /login loads none of it.
 */
export function usePageWarnings(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { toasts, dismissToast } = useUiStore.getState();
    toasts.filter((t) => t.severity === 'warning' && !t.persistent).forEach((t) => dismissToast(t.id));
  }, [pathname]);
}
