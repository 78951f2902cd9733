import { useMemo } from 'react';
import { stripLeadingZeros, useApi } from 'shared';

// The names only feed the Location tooltip; the number is shown either way.
const QUIET = { config: { skipErrorToast: true } };

/**
 * Names of the sold-tos the documents belong to (PUT /api/customer/soldto-details-list,
 * docs/product/invoices.md), keyed by number without leading zeros, for the Location tooltip. Names already known (the account's DropDownItems) are used until the
 * answer comes, and where it has none.
 */
export function useSoldToNames(numbers: readonly string[], known: Record<string, string>): Record<string, string> {
  const key = useMemo(() => [...new Set(numbers.map(stripLeadingZeros))].sort().join(','), [numbers]);
  const { data } = useApi('PUT /customer/soldto-details-list', key === '' ? null : { body: key.split(',') }, QUIET);

  return useMemo(() => {
    const names: Record<string, string> = { ...known };
    for (const [number, name] of Object.entries(data ?? {})) names[stripLeadingZeros(number)] = name;
    return names;
  }, [known, data]);
}
