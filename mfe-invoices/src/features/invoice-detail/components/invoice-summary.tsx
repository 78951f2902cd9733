import { Box, Button, Paper, Typography } from 'shared/ui/base';
import { PictureAsPdfIcon } from 'shared/ui/more';
import { displayRequestDate, documentStatus, formatMoney, isCredit, stripLeadingZeros, type ErpDocument } from 'shared';
import { LABELS } from '../../../config/labels';
import { DETAIL_LABELS } from '../../../config/detail-labels';
import { hasPdf } from '../../../lib/document';

interface Props {
  document: ErpDocument;
  /** Opens the invoice's PDF; given by the page that composes this feature with the PDFs. */
  onPdf?: (billingDocumentNumber: string) => void;
  pdfPending?: boolean;
}

/**
 * What a customer looks for first on a detail page (docs/product/invoices.md#invoice-detail): the
 * status, the due date, the open amount and the PDF. A credit has no due date, as in the list.
 */
export function InvoiceSummary({ document: d, onPdf, pdfPending = false }: Props) {
  const credit = isCredit(d.open_amount);
  const number = stripLeadingZeros(d.billing_document_number);
  const facts: Array<[string, string, string]> = [
    ['status', DETAIL_LABELS.status, documentStatus(d)],
    ...(credit ? [] : [['due-date', DETAIL_LABELS.dueDate, displayRequestDate(d.due_date)] as [string, string, string]]),
    ['open-amount', DETAIL_LABELS.openAmount, formatMoney(d.open_amount, d.currency_key)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={DETAIL_LABELS.summary} sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
        {facts.map(([key, label, value]) => (
          <div key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={key}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {onPdf && hasPdf(d) && (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={pdfPending}
          aria-label={LABELS.pdfOf(number)}
          onClick={() => onPdf(d.billing_document_number)}
          sx={{ ml: { sm: 'auto' } }}
        >
          {DETAIL_LABELS.pdf}
        </Button>
      )}
    </Paper>
  );
}
