import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { LinearProgress, Paper, Stack, Typography, useTheme } from 'shared/ui/base';
import { Table, TableContainer, useMediaQuery } from 'shared/ui/more';
import { LoadError, lineKeyOf, stripLeadingZeros, toRequestDate, useMayPay, type ErpDocument, type InvoiceSearchRequest } from 'shared';
import { VIRTUALIZE_ABOVE } from '../../../../config/table';
import { LABELS } from '../../../../config/labels';
import { requestDateKey } from '../../../../lib/dates';
import { hasPdf } from '../../../../lib/document';
import type { SearchState } from '../../hooks/use-invoice-search';
import { useInvoicePdf } from '../../hooks/use-pdf-requests';
import { useSortedDocuments } from '../../hooks/use-sorted-documents';
import type { TableMode } from '../../types';
import type { ColumnDef } from '../../utils/columns';
import { DownloadMenu } from './download-menu';
import { bodySx } from './body-styles';
import { InvoiceRow } from './invoice-row';
import { InvoiceTableBody } from './invoice-table-body';
import { InvoiceTableHead, PAY_COLUMN_WIDTH } from './invoice-table-head';
import { SelectAllLinks } from './select-all-links';

// The cards and their sort control only on a phone: a laptop's list page never downloads them.
const PhoneCards = lazy(() => import('./phone-cards'));

interface Props {
  mode: TableMode;
  state: SearchState;
  /** Runs the search again after a failure. */
  onRetry?: () => void;
  columns: ColumnDef[];
  /** Sold-to names by number without leading zeros, for the Location tooltip. */
  soldToNames: Record<string, string>;
  /** The search that produced the list; the bulk PDF repeats it. */
  searchRequest: InvoiceSearchRequest | null;
  /** Shown at the right of the table's toolbar (the list page's Pay total and Continue); on a phone, in a bar at the bottom once something is ticked. */
  actions?: ReactNode;
}

/**
 * The invoice table of the list (mode 'list') and of the Statement search (mode 'search', no
 * Pay column and no Select All, docs/product/invoices.md).
 */
export function InvoiceTable({ mode, state, onRetry, columns, soldToNames, searchRequest, actions }: Props) {
  const mayPay = useMayPay();
  const canPay = mode === 'list' && mayPay;
  const { rows, sort, toggleSort, chooseSort } = useSortedDocuments(state.documents);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [todayKey] = useState(() => requestDateKey(toRequestDate(new Date())));
  const { run: openPdf } = useInvoicePdf();
  // On a phone the many columns become a card per document (docs/product/invoices.md#on-a-phone).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const onPdf = useCallback((n: string) => void openPdf(n), [openPdf]);

  const ready = state.status === 'ready';
  // docs/product/invoices.md: Download shows when the list is empty or some invoice has a PDF.
  const showDownload = useMemo(() => ready && (rows.length === 0 || rows.some(hasPdf)), [ready, rows]);
  const minWidth = columns.reduce((sum, c) => sum + c.width, canPay ? PAY_COLUMN_WIDTH : 0);

  const renderRow = useCallback(
    (d: ErpDocument, index: number) => (
      <InvoiceRow
        // Keyed by document: a scroll keeps the rows still in view as they are (memoized) and
        // mounts only the few that come in; a sort only moves them.
        key={lineKeyOf(d)}
        document={d}
        columns={columns}
        canPay={canPay}
        rowIndex={index}
        todayKey={todayKey}
        locationName={soldToNames[stripLeadingZeros(d.soldto_number)]}
        onPdf={onPdf}
      />
    ),
    [columns, canPay, todayKey, soldToNames, onPdf],
  );

  const emptyNote = (ready || state.status === 'idle') && rows.length === 0 && (
    <Typography role="status" sx={{ p: 2 }} color="text.secondary">
      {state.emptyMessage || LABELS.noInvoices}
    </Typography>
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        {ready && rows.length > 0 && (
          <Typography role="status" color="text.secondary" data-testid="row-count">
            {LABELS.rowCount(rows.length)}
          </Typography>
        )}
        {canPay && <SelectAllLinks documents={rows} />}
        {showDownload && <DownloadMenu documents={rows} searchRequest={searchRequest} />}
        <Stack direction="row" spacing={2} useFlexGap sx={{ ml: { sm: 'auto' }, alignItems: 'center', flexWrap: 'wrap' }}>
          {!phone && actions}
        </Stack>
      </Stack>
      {state.status === 'error' && <LoadError onRetry={onRetry}>{state.error}</LoadError>}
      {phone ? (
        <>
          {state.status === 'loading' && <LinearProgress aria-label={LABELS.loadingInvoices} />}
          <Suspense fallback={<LinearProgress aria-label={LABELS.loadingInvoices} />}>
            <PhoneCards rows={rows} canPay={canPay} todayKey={todayKey} sort={sort} onSort={chooseSort} actions={actions} />
          </Suspense>
          {emptyNote}
        </>
      ) : (
        <Paper variant="outlined">
          {state.status === 'loading' && <LinearProgress aria-label={LABELS.loadingInvoices} />}
          {/* Scrolls both ways: sideways on a small screen, down through a long list under a sticky header. */}
          {/* Only a long list's window reads the box it scrolls in. Kept as state, it renders the table
              once more as it mounts, which a short list's first rows need not wait for. */}
          <TableContainer ref={rows.length > VIRTUALIZE_ABOVE ? setScrollElement : undefined} sx={{ maxHeight: { xs: '65vh', md: 'calc(100vh - 300px)' }, minHeight: 120 }}>
            <Table stickyHeader size="small" aria-rowcount={rows.length + 1} sx={[{ tableLayout: 'fixed', minWidth }, bodySx]}>
              <InvoiceTableHead columns={columns} canPay={canPay} sort={sort} onSort={toggleSort} />
              <InvoiceTableBody rows={rows} scrollElement={scrollElement} renderRow={renderRow} />
            </Table>
          </TableContainer>
          {emptyNote}
        </Paper>
      )}
    </Stack>
  );
}
