import { useState } from 'react';
import { Stack, Typography } from 'shared/ui/base';
import { invoicesFound, Page, type InvoiceSearchForm, type InvoiceSearchRequest } from 'shared';
import { SEARCH_LABELS } from '../../../../config/search-options';
import { buildSearchRequest } from '../../../../lib/search-request';
import { scopeOf, useScopeContext } from '../../../../lib/use-search-scope';
import { useSearchPdf } from '../../hooks/use-pdf-requests';
import { useInvoiceSearch } from '../../hooks/use-invoice-search';
import { useTableSetup } from '../../hooks/use-table-setup';
import { searchFormOptions } from '../../utils/search-form-request';
import { InvoiceTable } from '../table/invoice-table';
import { SearchForm } from './search-form';

interface Submitted {
  account: string;
  request: InvoiceSearchRequest;
  /** Counts the Find clicks: finding the same search again searches again. */
  click: number;
}

/**
 * /invoices/invoicesearch, 'Statement' in the navigation (docs/product/invoices.md): searches every sold-to of
 * the selected account, shows the count and the documents in the table's search mode, and
 * exports the search as a PDF. Results belong to the account they were found for: switching
 * account clears them (docs/product/invoices.md).
 */
export function InvoiceSearchPage() {
  const context = useScopeContext();
  const accountNumber = context.account?.PrimaryAcct ?? null;
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const current = submitted && submitted.account === accountNumber ? submitted : null;
  const { state, retry } = useInvoiceSearch(current?.request ?? null, current?.click);
  const { columns, soldToNames } = useTableSetup(context.account, state.documents);
  const { run: exportPdf, pending: exporting } = useSearchPdf();

  const requestFor = (form: InvoiceSearchForm): InvoiceSearchRequest | null => {
    const scope = scopeOf(context);
    return scope ? buildSearchRequest(scope, searchFormOptions(form)) : null;
  };

  const find = (form: InvoiceSearchForm) => {
    const request = requestFor(form);
    if (!request || !accountNumber) return;
    setSubmitted((previous) => ({ account: accountNumber, request, click: (previous?.click ?? 0) + 1 }));
  };

  const exportSearch = (form: InvoiceSearchForm) => {
    const request = requestFor(form);
    if (request) void exportPdf(request);
  };

  return (
    <Page title={SEARCH_LABELS.searchTitle}>
      <Stack spacing={2}>
        <SearchForm onFind={find} onExport={exportSearch} exporting={exporting} />
        {current && state.status === 'ready' && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {invoicesFound(state.documents.length)}
          </Typography>
        )}
        {current && (
          <InvoiceTable
            mode="search"
            state={state}
            onRetry={retry}
            columns={columns}
            soldToNames={soldToNames}
            searchRequest={current.request}
          />
        )}
      </Stack>
    </Page>
  );
}
