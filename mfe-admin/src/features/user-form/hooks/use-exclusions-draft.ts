import { useCallback, useEffect, useState } from 'react';
import { callApi, useApi } from 'shared';

/** The exclusion list as edited on the user form, saved by the form's one Save (docs/product/users-and-admin.md#user-form). */
export interface ExclusionsDraft {
  accounts: string[];
  loading: boolean;
  loadFailed: boolean;
  /** The list differs from the one the server holds. */
  dirty: boolean;
  /** The server's refusal of the last save (status E), shown at the list. */
  refusal: string | null;
  setAccounts: (update: (accounts: string[]) => string[]) => void;
  /** Saves the list when it changed; the refusal's text when the server refused it, else null. */
  save: () => Promise<string | null>;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n, i) => n === b[i]);

export function useExclusionsDraft(userId: number | null): ExclusionsDraft {
  const loaded = useApi('GET /users/:id/exclusions', userId ? { params: { id: userId } } : null, { sameForEveryUser: true });
  const [saved, setSaved] = useState<string[]>([]);
  const [accounts, setDraft] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!loaded.data) return;
    setSaved(loaded.data.accounts);
    setDraft(loaded.data.accounts);
  }, [loaded.data]);
  const dirty = !same(saved, accounts);
  const setAccounts = useCallback((update: (accounts: string[]) => string[]) => {
    setRefusal(null);
    setDraft(update);
  }, []);
  const save = useCallback(async (): Promise<string | null> => {
    if (userId === null || !dirty) return null;
    const answer = await callApi('PUT /users/:id/exclusions', { params: { id: userId }, body: accounts });
    if (answer.status === 'E') {
      setRefusal(answer.message);
      return answer.message;
    }
    setSaved(answer.accounts);
    setDraft(answer.accounts);
    setRefusal(null);
    return null;
  }, [userId, dirty, accounts]);
  return { accounts, loading: loaded.loading, loadFailed: Boolean(loaded.error), dirty, refusal, setAccounts, save };
}
