import { LinearProgress } from 'shared/ui/core';
import { useUiStore } from 'shared/core';

/** Driven by the global loading counter of the API client (docs/product/session-and-login.md Loading). */
export function LoadingBar() {
  const busy = useUiStore((s) => s.loading > 0);
  return busy ? (
    <LinearProgress aria-label="Loading" data-testid="loading-bar" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2100 }} />
  ) : null;
}
