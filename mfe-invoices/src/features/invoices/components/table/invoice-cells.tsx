import type { ReactNode } from 'react';
import { Link, Box } from 'shared/ui/base';
import { Hint, IconButton, PictureAsPdfIcon as PictureAsPdf } from 'shared/ui/more';
import { Link as RouterLink } from 'shared/router';
import { displayRequestDate, documentStatus, formatMoney, isCredit, stripLeadingZeros, type ErpDocument, type InvoiceColumnKey } from 'shared';
import { LABELS } from '../../../../config/labels';
import { requestDateKey } from '../../../../lib/dates';
import { detailPath, hasDetail, hasPdf } from '../../../../lib/document';

export interface CellContext {
  /** Today as YYYYMMDD, for the red/green due dates. */
  todayKey: string;
  locationName: string | undefined;
  onPdf: (billingDocumentNumber: string) => void;
}

const money = (d: ErpDocument, value: number) => formatMoney(value, d.currency_key);

export function DueDate({ d, todayKey }: { d: ErpDocument; todayKey: string }) {
  const key = requestDateKey(d.due_date);
  // docs/product/invoices.md: past due dates red, current or future green. A paid (cleared) invoice is not past
  // due in any sense a customer would read, so only open items are coloured.
  const color = documentStatus(d) === 'Open' && key ? (key < todayKey ? 'error.main' : 'success.main') : undefined;
  return (
    <Box component="span" sx={{ color, fontWeight: color ? 600 : undefined }}>
      {displayRequestDate(d.due_date)}
    </Box>
  );
}

export function DetailLink({ d, children, sx }: { d: ErpDocument; children: ReactNode; sx?: object }) {
  if (!hasDetail(d)) return children;
  return (
    <Link component={RouterLink} to={detailPath(d.billing_document_number)} sx={sx}>
      {children}
    </Link>
  );
}

/** One cell's content. Credits show no paid, due or days-past-due values (docs/product/invoices.md). */
export function renderCell(key: InvoiceColumnKey, d: ErpDocument, ctx: CellContext): ReactNode {
  const credit = isCredit(d.open_amount);
  const number = stripLeadingZeros(d.billing_document_number);
  switch (key) {
    case 'status':
      return documentStatus(d);
    case 'reference_number':
      return <DetailLink d={d}>{d.reference_number || number}</DetailLink>;
    case 'billing_document_number':
      return <DetailLink d={d}>{number}</DetailLink>;
    case 'document_date':
      return displayRequestDate(d.document_date);
    case 'total_amount':
      return money(d, d.total_amount);
    case 'paid_amount':
      return credit ? '' : money(d, d.paid_amount);
    case 'open_amount':
      return money(d, d.open_amount);
    case 'due_date':
      return credit ? '' : <DueDate d={d} todayKey={ctx.todayKey} />;
    case 'days_in_arrears':
      return credit ? '' : String(d.days_in_arrears);
    case 'pdf':
      return hasPdf(d) ? (
        <IconButton size="small" aria-label={LABELS.pdfOf(number)} onClick={() => ctx.onPdf(d.billing_document_number)}>
          <PictureAsPdf fontSize="small" color="error" />
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={LABELS.noPdf(number)} disabled>
          <PictureAsPdf fontSize="small" />
        </IconButton>
      );
    case 'soldto_number': {
      const soldTo = stripLeadingZeros(d.soldto_number);
      // The name shows on hover; not a tab stop of its own, so a row keeps one stop besides its
      // checkbox and links. The detail page shows the location's address for keyboard and screen readers.
      return ctx.locationName ? (
        <Hint title={ctx.locationName} describeChild>
          <Box component="span" sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
            {soldTo}
          </Box>
        </Hint>
      ) : (
        soldTo
      );
    }
  }
}
