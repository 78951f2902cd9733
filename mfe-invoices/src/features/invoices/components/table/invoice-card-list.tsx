import { memo, useRef, type ReactNode } from 'react';
import { Box, Link, Typography } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';
import { displayRequestDate, documentStatus, formatMoney, isCredit, lineKeyOf, stripLeadingZeros, type ErpDocument } from 'shared';
import { CARD_GAP, CARD_HEIGHT, CARD_OVERSCAN, VIRTUALIZE_ABOVE } from '../../../../config/table';
import { LABELS } from '../../../../config/labels';
import { detailPath, hasDetail } from '../../../../lib/document';
import { daysOverdue, isOverdue } from '../../utils/overdue';
import { dueColour } from './invoice-cells';
import { PayCheckbox } from './invoice-row';
import { usePageRowWindow } from '../../../../lib/fixed-window';

interface Props {
  rows: ErpDocument[];
  /** The Pay checkbox shows (list mode, with CanMakePayment). */
  canPay: boolean;
  todayKey: string;
}

/** docs/product/invoices.md#on-a-phone; in this phone-only module, not in what a laptop loads. */
const daysOverdueText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'} overdue`;

/** A tap target of 44 by 44 px at least (WCAG 2.5.5). */
const TAP_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 } as const;

/** A card's due date; a row's is styled by its table (invoice-cells.tsx). */
function DueDate({ d, todayKey }: { d: ErpDocument; todayKey: string }) {
  const colour = dueColour(d, todayKey);
  const color = colour === null ? undefined : colour === 'past' ? 'error.main' : 'success.main';
  return (
    <Box component="span" sx={{ color, fontWeight: color ? 600 : undefined }}>
      {displayRequestDate(d.due_date)}
    </Box>
  );
}

/** A card's link to the document's detail; a row's is plain (invoice-cells.tsx). */
function DetailLink({ d, children, sx }: { d: ErpDocument; children: ReactNode; sx?: object }) {
  if (!hasDetail(d)) return children;
  return (
    <Link component={RouterLink} to={detailPath(d.billing_document_number)} sx={sx}>
      {children}
    </Link>
  );
}

/** One document on a phone: what a customer looks for, without a sideways swipe. */
const InvoiceCard = memo(function InvoiceCard({ d, canPay, todayKey }: { d: ErpDocument; canPay: boolean; todayKey: string }) {
  const credit = isCredit(d.open_amount);
  // docs/product/invoices.md#on-a-phone: no Days Past Due column, so an overdue card says it in words, not by colour alone.
  const overdue = isOverdue(d, todayKey);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: canPay ? 'auto minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: 1,
        height: CARD_HEIGHT,
        px: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {canPay && <PayCheckbox document={d} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography fontWeight={600} noWrap>
          <DetailLink d={d} sx={TAP_TARGET}>
            {stripLeadingZeros(d.billing_document_number)}
          </DetailLink>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {overdue ? (
            <Box component="span" data-testid="days-overdue" sx={{ color: 'error.main', fontWeight: 600 }}>
              {daysOverdueText(daysOverdue(d, todayKey))}
            </Box>
          ) : (
            documentStatus(d)
          )}
          {!credit && d.due_date ? (
            <>
              {` · ${LABELS.dueLabel} `}
              <DueDate d={d} todayKey={todayKey} />
            </>
          ) : null}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {LABELS.openLabel}
        </Typography>
        <Typography fontWeight={600} sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(d.open_amount, d.currency_key)}
        </Typography>
      </Box>
    </Box>
  );
});

function PlainList({ rows, canPay, todayKey }: Props) {
  return (
    <Box role="list" aria-label={LABELS.invoicesTitle} sx={{ display: 'grid', gap: `${CARD_GAP}px` }}>
      {rows.map((d) => (
        <Box role="listitem" key={lineKeyOf(d)}>
          <InvoiceCard d={d} canPay={canPay} todayKey={todayKey} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * A long list scrolls with the page and renders only the cards in view (bulk@ has 5,000). Cards
 * are keyed by document line, as the table's rows are, so a scroll mounts only the new ones.
 */
function VirtualList({ rows, canPay, todayKey }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const step = CARD_HEIGHT + CARD_GAP;
  const { first, last } = usePageRowWindow({ count: rows.length, rowHeight: step, overscan: CARD_OVERSCAN }, listRef);
  return (
    <Box ref={listRef} role="list" aria-label={LABELS.invoicesTitle} sx={{ position: 'relative', height: rows.length * step }}>
      {rows.slice(first, last).map((d, offset) => (
        <Box
          role="listitem"
          key={lineKeyOf(d)}
          aria-setsize={rows.length}
          aria-posinset={first + offset + 1}
          sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
          style={{ transform: `translateY(${(first + offset) * step}px)` }}
        >
          <InvoiceCard d={d} canPay={canPay} todayKey={todayKey} />
        </Box>
      ))}
    </Box>
  );
}

/** The invoice list on a phone: a card per document instead of the table's many columns (docs/product/invoices.md#on-a-phone). */
export function InvoiceCardList(props: Props) {
  return props.rows.length > VIRTUALIZE_ABOVE ? <VirtualList {...props} /> : <PlainList {...props} />;
}
