import { useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { invoicesFound, type InvoiceSearchForm, type InvoiceSearchRequest } from 'shared';
import { Page } from '../../../../components/page';
import { LABELS } from '../../../../config/labels';
import { buildSearchRequest } from '../../../../lib/search-request';
import { scopeOf, useScopeContext } from '../../../../lib/use-search-scope';
import { useSearchPdf } from '../../api/request-search-pdf';
import { IDLE, LOADING, runSearch, type SearchState } from '../../api/search-invoices';
import { useTableSetup } from '../../hooks/use-table-setup';
import { searchFormOptions } from '../../utils/search-form-request';
import { InvoiceTable } from '../table/invoice-table';
import { SearchForm } from './search-form';

interface Results {
  account: string;
  request: InvoiceSearchRequest;
  state: SearchState;
}

/**
 * /invoices/invoicesearch, 'Statement' in the navigation (spec §2): searches every sold-to of
 * the selected account, shows the count and the documents in the table's search mode, and
 * exports the search as a PDF. Results belong to the account they were found for: switching
 * account clears them (spec §4).
 */
export function InvoiceSearchPage() {
  const context = useScopeContext();
  const accountNumber = context.account?.PrimaryAcct ?? null;
  const [results, setResults] = useState<Results | null>(null);
  const current = results && results.account === accountNumber ? results : null;
  const state = current?.state ?? IDLE;
  const { columns, soldToNames } = useTableSetup(context.account, state.documents);
  const { run: exportPdf, pending: exporting } = useSearchPdf();
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const requestFor = (form: InvoiceSearchForm): InvoiceSearchRequest | null => {
    const scope = scopeOf(context);
    return scope ? buildSearchRequest(scope, searchFormOptions(form)) : null;
  };

  const find = (form: InvoiceSearchForm) => {
    const request = requestFor(form);
    if (!request || !accountNumber) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setResults({ account: accountNumber, request, state: LOADING });
    void runSearch(request, controller.signal).then((next) => {
      if (next) setResults({ account: accountNumber, request, state: next });
    });
  };

  const exportSearch = (form: InvoiceSearchForm) => {
    const request = requestFor(form);
    if (request) void exportPdf(request);
  };

  return (
    <Page title={LABELS.searchTitle}>
      <Stack spacing={2}>
        <SearchForm onFind={find} onExport={exportSearch} exporting={exporting} />
        {current && current.state.status === 'ready' && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {invoicesFound(current.state.documents.length)}
          </Typography>
        )}
        {current && (
          <InvoiceTable
            mode="search"
            state={state}
            columns={columns}
            soldToNames={soldToNames}
            searchRequest={current.request}
          />
        )}
      </Stack>
    </Page>
  );
}
