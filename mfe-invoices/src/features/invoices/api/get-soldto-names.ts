import { useMemo } from 'react';
import { api, stripLeadingZeros, useRequest, type SoldToDetailsRequest, type SoldToDetailsResponse } from 'shared';

/** PUT /api/customer/soldto-details-list: sold-to numbers to their names (docs/product/invoices.md). */
export async function getSoldToNames(numbers: SoldToDetailsRequest, signal?: AbortSignal): Promise<SoldToDetailsResponse> {
  const { data } = await api.put<SoldToDetailsResponse>('/customer/soldto-details-list', numbers, {
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
  const { data } = useRequest(key === '' ? null : ['soldto-names', key], (signal) => getSoldToNames(key.split(','), signal));

  return useMemo(() => {
    const names: Record<string, string> = { ...known };
    for (const [number, name] of Object.entries(data ?? {})) names[stripLeadingZeros(number)] = name;
    return names;
  }, [known, data]);
}
