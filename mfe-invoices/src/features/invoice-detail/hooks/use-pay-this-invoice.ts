import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermission, useSelectionStore, type ErpInvoiceDetail } from 'shared';
import { isCredit, isReadOnly } from '../../../lib/document';
import { scopeOf, useScopeContext } from '../../../lib/use-search-scope';
import { useFoundInvoice } from '../api/find-invoice';

/**
 * 'Pay This Invoice' (spec §2, §6): only with CanMakePayment, never for a credit (spec §2: a
 * credit cannot be paid from this page), and only for an invoice that is open and may be
 * selected. It adds the invoice to the selection, keeping an amount already typed, and goes on
 * to checkout.
 */
export function usePayThisInvoice(billingDocumentNumber: string, detail: ErpInvoiceDetail | null) {
  const canMakePayment = usePermission('CanMakePayment');
  const context = useScopeContext();
  const headerCredit = detail ? detail.header_data.total_amount < 0 : false;
  const wanted = canMakePayment && detail !== null && !headerCredit;
  const scope = useMemo(() => (wanted ? scopeOf(context) : null), [wanted, context]);
  const document = useFoundInvoice(scope, billingDocumentNumber);
  const navigate = useNavigate();

  const payable = wanted && document !== null && !isCredit(document) && document.open_amount > 0 && !isReadOnly(document);
  const pay = () => {
    if (!document || !context.account) return;
    const store = useSelectionStore.getState();
    store.forAccount(context.account.PrimaryAcct);
    store.setMany([document], true);
    navigate('/invoices/pay');
  };
  return { payable, pay };
}
