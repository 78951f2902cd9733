import { useMemo } from 'react';
import { stripLeadingZeros, useCustomizing, type ErpDocument, type HeaderItem } from 'shared';
import { useSoldToNames } from './use-soldto-names';
import { resolveColumns } from '../utils/columns';

/** What the table needs beside the documents: its columns (from customizing) and sold-to names. */
export function useTableSetup(account: HeaderItem | null, documents: readonly ErpDocument[]) {
  // The company's invoice_table.columns; null until known, or when the call fails (every column then).
  const configured = useCustomizing(account?.CompanyCode).data?.invoice_table.columns ?? null;
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
