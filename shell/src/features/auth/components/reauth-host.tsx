import { lazy, Suspense, useEffect, useState } from 'react';
import { handleReauth } from 'shared';

// Loaded only when a call asks for re-authentication (docs/architecture/frontend.md#javascript-budgets).
const ReauthDialog = lazy(() => import('./reauth-dialog').then((m) => ({ default: m.ReauthDialog })));

/**
 * Answers the API client's requests for re-authentication with the dialog
 * (docs/security/second-factor.md#step-up), while the pages behind login are shown.
 */
export function ReauthHost() {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => {
    handleReauth(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    return () => handleReauth(null);
  }, []);
  if (!answer) return null;
  const done = (confirmed: boolean) => {
    setAnswer(null);
    answer(confirmed);
  };
  return (
    <Suspense fallback={null}>
      <ReauthDialog onDone={done} />
    </Suspense>
  );
}
