import { useCallback, useRef, useState } from 'react';
import { MESSAGES } from 'shared';

/**
 * A form's submit: busy while it runs (a second Enter starts nothing), and the message it came
 * back with. Anything thrown reads 'There was an error processing payment method.' (spec §8).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<string | null>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    let message: string | null;
    try {
      message = await task();
    } catch {
      message = MESSAGES.paymentMethodSubmitError;
    }
    running.current = false;
    // A form that went is closed by its owner; only a refusal stays to be read.
    if (message) {
      setError(message);
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
