import type { ReactNode } from 'react';
import { Hint, PictureAsPdfIcon } from 'shared/ui/more';
import { Link as RouterLink } from 'shared/router';
import { displayRequestDate, documentStatus, formatMoney, isCredit, stripLeadingZeros, type ErpDocument, type InvoiceColumnKey } from 'shared';
import { LABELS } from '../../../../config/labels';
import { requestDateKey } from '../../../../lib/dates';
import { detailPath, hasDetail, hasPdf } from '../../../../lib/document';
import { BODY_CLASS } from './body-styles';

export interface CellContext {
  /** Today as YYYYMMDD, for the red/green due dates. */
  todayKey: string;
  locationName: string | undefined;
  onPdf: (billingDocumentNumber: string) => void;
}

const money = (d: ErpDocument, value: number) => formatMoney(value, d.currency_key);

/**
 * docs/product/invoices.md: past due dates red, current or future green. A paid (cleared) invoice is not past
 * due in any sense a customer would read, so only open items are coloured.
 */
export function dueColour(d: ErpDocument, todayKey: string): 'past' | 'ahead' | null {
  const key = requestDateKey(d.due_date);
  if (documentStatus(d) !== 'Open' || !key) return null;
  return key < todayKey ? 'past' : 'ahead';
}

/** A row's link to the detail: a router link styled by the table (body-styles.ts). */
function RowLink({ d, children }: { d: ErpDocument; children: ReactNode }) {
  if (!hasDetail(d)) return children;
  return (
    <RouterLink className={BODY_CLASS.link} to={detailPath(d.billing_document_number)}>
      {children}
    </RouterLink>
  );
}

function RowDueDate({ d, todayKey }: { d: ErpDocument; todayKey: string }) {
  const colour = dueColour(d, todayKey);
  const text = displayRequestDate(d.due_date);
  if (colour === null) return text;
  return <span className={colour === 'past' ? BODY_CLASS.pastDue : BODY_CLASS.notDue}>{text}</span>;
}

function PdfButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <button type="button" className={BODY_CLASS.pdf} aria-label={label} onClick={onClick} disabled={!onClick}>
      <PictureAsPdfIcon fontSize="small" />
    </button>
  );
}

/**
 * One cell's content, of plain elements the table styles (body-styles.ts). Credits show no paid,
 * due or days-past-due values (docs/product/invoices.md).
 */
export function renderCell(key: InvoiceColumnKey, d: ErpDocument, ctx: CellContext): ReactNode {
  const credit = isCredit(d.open_amount);
  const number = stripLeadingZeros(d.billing_document_number);
  switch (key) {
    case 'status':
      return documentStatus(d);
    case 'reference_number':
      return <RowLink d={d}>{d.reference_number || number}</RowLink>;
    case 'billing_document_number':
      return <RowLink d={d}>{number}</RowLink>;
    case 'document_date':
      return displayRequestDate(d.document_date);
    case 'total_amount':
      return money(d, d.total_amount);
    case 'paid_amount':
      return credit ? '' : money(d, d.paid_amount);
    case 'open_amount':
      return money(d, d.open_amount);
    case 'due_date':
      return credit ? '' : <RowDueDate d={d} todayKey={ctx.todayKey} />;
    case 'days_in_arrears':
      return credit ? '' : String(d.days_in_arrears);
    case 'pdf':
      return hasPdf(d) ? <PdfButton label={LABELS.pdfOf(number)} onClick={() => ctx.onPdf(d.billing_document_number)} /> : <PdfButton label={LABELS.noPdf(number)} />;
    case 'soldto_number': {
      const soldTo = stripLeadingZeros(d.soldto_number);
      // The name shows on hover; not a tab stop of its own, so a row keeps one stop besides its
      // checkbox and links. The detail page shows the location's address for keyboard and screen readers.
      return ctx.locationName ? (
        <Hint title={ctx.locationName} describeChild>
          <span className={BODY_CLASS.location}>{soldTo}</span>
        </Hint>
      ) : (
        soldTo
      );
    }
  }
}
