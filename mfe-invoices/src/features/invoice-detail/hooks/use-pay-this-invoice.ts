import { useMemo } from 'react';
import { useNavigate } from 'shared/router';
import { canPayThisInvoice, useMayPay, useSelectionStore, type ErpInvoiceDetail } from 'shared';
import { scopeOf, useScopeContext } from '../../../lib/use-search-scope';
import { useFoundInvoice } from './use-found-invoice';

/**
 * The invoice's document (status, due date, open amount, PDF flag: what the detail answer lacks),
 * looked up once the detail is there, and 'Pay This Invoice' (docs/product/checkout-and-payments.md): only for whoever may pay (docs/product/checkout-and-payments.md#who-may-pay), never for a credit (docs/product/checkout-and-payments.md: a
 * credit cannot be paid from this page), and only for an invoice that is open and may be
 * selected. It adds the invoice to the selection, keeping an amount already typed, and goes on
 * to checkout.
 */
export function usePayThisInvoice(billingDocumentNumber: string, detail: ErpInvoiceDetail | null) {
  const mayPay = useMayPay();
  const context = useScopeContext();
  const headerCredit = detail ? detail.header_data.total_amount < 0 : false;
  const wanted = mayPay && detail !== null && !headerCredit;
  const loaded = detail !== null;
  const scope = useMemo(() => (loaded ? scopeOf(context) : null), [loaded, context]);
  const document = useFoundInvoice(scope, billingDocumentNumber);
  const navigate = useNavigate();

  const payable = wanted && document !== null && canPayThisInvoice(document);
  const pay = () => {
    if (!document || !context.account) return;
    const store = useSelectionStore.getState();
    store.forAccount(context.account.PrimaryAcct);
    store.setMany([document], true);
    navigate('/invoices/pay');
  };
  return { document, payable, pay };
}
