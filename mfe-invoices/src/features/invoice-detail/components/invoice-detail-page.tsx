import { Button, LinearProgress, Stack, Typography } from 'shared/ui/base';
import { ArrowBackIcon as ArrowBack } from 'shared/ui/more';
import { useLocation, useNavigate, useParams } from 'shared/router';
import { LoadError, Page, PARTNER_FUNCTION, displayRequestDate, isCredit, stripLeadingZeros, type ErpInvoiceDetail } from 'shared';
import { DETAIL_LABELS } from '../../../config/detail-labels';
import { useInvoiceDetail } from '../hooks/use-invoice-detail';
import { usePayThisInvoice } from '../hooks/use-pay-this-invoice';
import { AddressCard } from './address-card';
import { InvoiceItemsTable } from './invoice-items-table';
import { InvoiceSummary } from './invoice-summary';

function DetailBody({ detail }: { detail: ErpInvoiceDetail }) {
  const partner = (fn: string) => detail.partner_data.find((p) => p.partner_function === fn)?.address_data;
  return (
    <Stack spacing={2}>
      <Typography>
        <strong>{DETAIL_LABELS.date}:</strong> {displayRequestDate(detail.header_data.document_date)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AddressCard title={DETAIL_LABELS.customerAddress} address={partner(PARTNER_FUNCTION.customer)} />
        <AddressCard title={DETAIL_LABELS.recipientAddress} address={partner(PARTNER_FUNCTION.recipient)} />
      </Stack>
      <InvoiceItemsTable detail={detail} />
    </Stack>
  );
}

interface Props {
  /** Opens the invoice's PDF (the PDFs belong to the invoices feature; the app composes them). */
  onPdf?: (billingDocumentNumber: string) => void;
  pdfPending?: boolean;
}

/** /invoices/detail/{billingDocumentNumber} (docs/product/invoices.md#invoice-detail). */
export function InvoiceDetailPage({ onPdf, pdfPending }: Props = {}) {
  const { billingDocumentNumber = '' } = useParams();
  const number = stripLeadingZeros(billingDocumentNumber);
  const state = useInvoiceDetail(number);
  const detail = state.status === 'ready' ? state.detail : null;
  const { document, payable, pay } = usePayThisInvoice(number, detail);
  // A credit is headed as one: by its header's negative total, or its negative open amount.
  const credit = (detail !== null && detail.header_data.total_amount < 0) || (document !== null && isCredit(document.open_amount));
  const navigate = useNavigate();
  const location = useLocation();
  // Back to where the user came from; opened from a bookmark, back to the list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/invoices'));

  return (
    <Page title={credit ? DETAIL_LABELS.creditTitle(number) : DETAIL_LABELS.detailTitle(number)}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ArrowBack />} onClick={back}>
            {DETAIL_LABELS.back}
          </Button>
          {payable && (
            <Button variant="contained" onClick={pay}>
              {DETAIL_LABELS.payThisInvoice}
            </Button>
          )}
        </Stack>
        {document && <InvoiceSummary document={document} onPdf={onPdf} pdfPending={pdfPending} />}
        {state.status === 'loading' && <LinearProgress aria-label={DETAIL_LABELS.detailTitle(number)} />}
        {state.status === 'error' && <LoadError onRetry={state.retry}>{state.message}</LoadError>}
        {/* The ERP's own words went to the warning toast (docs/product/messages.md); this stays after it fades. */}
        {state.status === 'unavailable' && <Typography color="text.secondary">{DETAIL_LABELS.noDetail}</Typography>}
        {detail && <DetailBody detail={detail} />}
      </Stack>
    </Page>
  );
}
