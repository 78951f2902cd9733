import { useMemo } from 'react';
import { stripLeadingZeros, type ErpDocument, type HeaderItem } from 'shared';
import { useConfiguredColumns } from '../api/get-customizing';
import { useSoldToNames } from '../api/get-soldto-names';
import { resolveColumns } from '../utils/columns';

/** What the table needs beside the documents: its columns (from customizing) and sold-to names. */
export function useTableSetup(account: HeaderItem | null, documents: readonly ErpDocument[]) {
  const configured = useConfiguredColumns(account?.CompanyCode);
  const columns = useMemo(() => resolveColumns(configured), [configured]);
  const known = useMemo(() => {
    const names: Record<string, string> = {};
    if (account) names[stripLeadingZeros(account.PrimaryAcct)] = account.Name;
    for (const s of account?.DropDownItems ?? []) names[stripLeadingZeros(s.PrimaryAcct)] = s.Name;
    return names;
  }, [account]);
  const numbers = useMemo(() => documents.map((d) => d.soldto_number), [documents]);
  const soldToNames = useSoldToNames(numbers, known);
  return { columns, soldToNames };
}
