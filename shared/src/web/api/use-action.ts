import { useCallback, useEffect, useRef, useState } from 'react';

export interface Action<A extends unknown[], R> {
  /** Runs the action; a call while one is running starts nothing and resolves to undefined. */
  run: (...args: A) => Promise<R | undefined>;
  /** True while it runs: the button that started it is disabled. */
  busy: boolean;
}

/**
 * The one pattern of the apps' writes (a payment, a save, a PDF request): one at a time, so a
 * double click never sends twice, and busy while it runs. What to show afterwards is the
 * caller's: the action resolves to it.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>): Action<A, R> {
  const [busy, setBusy] = useState(false);
  // A second click can come before React renders the disabled button: a ref sees it at once.
  const running = useRef(false);
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  });
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await actionRef.current(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
