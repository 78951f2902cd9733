import { useEffect, useMemo, useState } from 'react';
import { api, stripLeadingZeros, type SoldToDetailsRequest, type SoldToDetailsResponse } from 'shared';
import { actingParams } from '../../../lib/acting-params';

/** PUT /api/customer/soldto-details-list: sold-to numbers to their names (spec §7). */
export async function getSoldToNames(numbers: SoldToDetailsRequest, signal?: AbortSignal): Promise<SoldToDetailsResponse> {
  const { data } = await api.put<SoldToDetailsResponse>('/customer/soldto-details-list', numbers, {
    params: actingParams(),
    signal,
    // The names only feed the Location tooltip; the number is shown either way.
    skipErrorToast: true,
  });
  return data;
}

/**
 * Names of the sold-tos the documents belong to, keyed by number without leading zeros, for the
 * Location tooltip. Names already known (the account's DropDownItems) are used until the
 * answer comes, and where it has none.
 */
export function useSoldToNames(numbers: readonly string[], known: Record<string, string>): Record<string, string> {
  const key = useMemo(() => [...new Set(numbers.map(stripLeadingZeros))].sort().join(','), [numbers]);
  const [fetched, setFetched] = useState<{ key: string; names: Record<string, string> } | null>(null);

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    getSoldToNames(key.split(','), controller.signal)
      .then((data) => {
        const names: Record<string, string> = {};
        for (const [number, name] of Object.entries(data ?? {})) names[stripLeadingZeros(number)] = name;
        setFetched({ key, names });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);

  return useMemo(
    () => ({ ...known, ...(fetched && fetched.key === key ? fetched.names : {}) }),
    [known, fetched, key],
  );
}
