import { InvoiceDetailPage } from '../features/invoice-detail/components/invoice-detail-page';
import { useInvoicePdf } from '../features/invoices/hooks/use-pdf-requests';

/** The detail page with the invoice's PDF, which belongs to the invoices feature. */
export function InvoiceDetailRoute() {
  const { run, pending } = useInvoicePdf();
  return <InvoiceDetailPage onPdf={(number) => void run(number)} pdfPending={pending} />;
}
