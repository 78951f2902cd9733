import { useState } from 'react';
import { MESSAGES, useAction } from 'shared';

/**
 * A form's submit: busy while it runs (a second Enter starts nothing), and the message it came
 * back with. Anything thrown reads 'There was an error processing payment method.' (docs/product/messages.md).
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction(async (task: () => Promise<string | null>) => {
    setError(null);
    let message: string | null;
    try {
      message = await task();
    } catch {
      message = MESSAGES.paymentMethodSubmitError;
    }
    // A form that went is closed by its owner; only a refusal stays to be read.
    if (message) setError(message);
  });
  return { busy, error, run };
}
