import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Stack } from 'shared/ui/base';
import { Page, toRequestDate, useMayPay, useSelectionStore } from 'shared';
import { requestDateKey } from '../../../../lib/dates';
import { LABELS } from '../../../../config/labels';
import { isPayerType } from '../../../../lib/search-request';
import { useSelectionAccount } from '../../../../lib/use-selection-account';
import { scopeOf, useScopeContext } from '../../../../lib/use-search-scope';
import { useInvoiceSearch } from '../../hooks/use-invoice-search';
import { useRememberFirstSearch } from '../../hooks/use-remember-first-search';
import { useTableSetup } from '../../hooks/use-table-setup';
import type { DueFilterValue } from '../../types';
import { listSearchRequest } from '../../utils/list-request';
import { InvoiceTable } from '../table/invoice-table';
import { CustomerSelector } from './customer-selector';
import { DueFilter } from './due-filter';
import { InvoiceOverview } from './invoice-overview';
import { PaySummary } from './pay-summary';

const NoLinkedAccounts = lazy(() => import('./no-linked-accounts'));

/** /invoices: open invoices and credits of the selected account, to select and pay (docs/product/invoices.md). */
export function InvoiceListPage() {
  const context = useScopeContext();
  const { account, accountType, soldToOptions } = context;
  const accountNumber = account?.PrimaryAcct ?? null;
  useSelectionAccount(accountNumber);

  // The sold-to choice belongs to the account it was made for; another account starts with all.
  const allSoldTos = useMemo(() => soldToOptions.map((s) => s.PrimaryAcct), [soldToOptions]);
  const [choice, setChoice] = useState<{ account: string | null; soldTos: string[] } | null>(null);
  const soldTos = choice && choice.account === accountNumber ? choice.soldTos : allSoldTos;

  const [due, setDue] = useState<DueFilterValue>({ mode: 'all' });
  // A payment bumps the counter (docs/product/invoices.md), and the list reloads.
  const refreshCounter = useSelectionStore((s) => s.refreshCounter);
  const request = useMemo(() => listSearchRequest(scopeOf(context, soldTos), due), [context, soldTos, due]);
  useRememberFirstSearch(accountNumber, context);
  const { state, retry } = useInvoiceSearch(request, refreshCounter);
  const { columns, soldToNames } = useTableSetup(account, state.documents);
  // docs/product/checkout-and-payments.md#who-may-pay: staff acting for a customer pay too.
  const canPay = useMayPay();
  const [todayKey] = useState(() => requestDateKey(toRequestDate(new Date())));

  if (!account) {
    // Nothing to list, select or pay: say why and whom to ask (docs/product/invoices.md#no-linked-accounts).
    return (
      <Page title={LABELS.invoicesTitle}>
        <Suspense fallback={null}>
          <NoLinkedAccounts />
        </Suspense>
      </Page>
    );
  }

  return (
    <Page title={LABELS.invoicesTitle}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' } }}>
          <CustomerSelector
            account={account}
            options={soldToOptions}
            payer={isPayerType(accountType)}
            value={soldTos}
            onChange={(next) => setChoice({ account: accountNumber, soldTos: next })}
          />
          <DueFilter value={due} onChange={setDue} />
        </Stack>
        {state.status === 'ready' && state.documents.length > 0 && <InvoiceOverview documents={state.documents} todayKey={todayKey} />}
        {!canPay && (
          <Alert severity="info" data-testid="view-only-note">
            {LABELS.viewOnly}
          </Alert>
        )}
        <InvoiceTable
          mode="list"
          state={state}
          onRetry={retry}
          columns={columns}
          soldToNames={soldToNames}
          searchRequest={request}
          actions={canPay && <PaySummary fallbackCurrency={state.documents[0]?.currency_key ?? 'USD'} />}
        />
      </Stack>
    </Page>
  );
}
