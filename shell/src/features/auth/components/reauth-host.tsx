import { lazy, Suspense } from 'react';
import { useReauthStore } from 'shared';

// Loaded only when a call asks for re-authentication (docs/architecture/frontend.md#javascript-budgets).
const ReauthDialog = lazy(() => import('./reauth-dialog').then((m) => ({ default: m.ReauthDialog })));

/** Shows the re-authentication dialog while a call waits for it (docs/security/second-factor.md#step-up). */
export function ReauthHost() {
  const open = useReauthStore((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  ) : null;
}
