import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface Loaded<T> {
  key: string | null;
  data: T | null;
  error: unknown;
  loading: boolean;
}

/**
 * Loads data for a key (null: nothing to load) and reloads when the key changes. An answer for an
 * older key is dropped, so switching accounts quickly never shows the previous account's data.
 */
export function useRequest<T>(key: string | null, load: () => Promise<T>): RequestState<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ key: null, data: null, error: null, loading: false });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, data: null, error: null, loading: true });
    loadRef.current().then(
      (data) => current && setState({ key, data, error: null, loading: false }),
      (error: unknown) => current && setState({ key, data: null, error: error ?? new Error('failed'), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.key !== key) return { data: null, error: null, loading: key !== null, reload };
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
