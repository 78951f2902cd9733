import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Box, Stack } from 'shared/ui/base';
import type { SelectedInvoice } from 'shared';
import { CARD_ESTIMATE, CARD_GAP, CARD_OVERSCAN, VIRTUALIZE_ABOVE } from '../../../config/checkout-list';
import type { InvoiceRules } from '../types/invoice-rules';
import { SelectedInvoiceCard } from './selected-invoice-card';

interface Props {
  invoices: readonly SelectedInvoice[];
  rules: InvoiceRules;
}

/** Before layout (or in a test's DOM) a card measures 0: its estimate stands in. */
const measure = (element: Element) => element.getBoundingClientRect().height || CARD_ESTIMATE + CARD_GAP;

/**
 * A window of the cards, scrolled with the page: typing in one re-renders that card and a
 * screenful around it, never thousands (docs/product/checkout-and-payments.md#checkout-page).
 */
function VirtualList({ invoices, rules }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts in the page: the virtualizer counts positions from the top of the page.
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top));
  }, [invoices.length]);
  const virtualizer = useWindowVirtualizer({
    count: invoices.length,
    estimateSize: () => CARD_ESTIMATE + CARD_GAP,
    overscan: CARD_OVERSCAN,
    scrollMargin,
    measureElement: measure,
    getItemKey: (index) => invoices[index]!.key,
    // Scrolling re-renders from the scroll event itself; React 19 warns about flushSync there.
    useFlushSync: false,
  });
  return (
    <Box ref={listRef} data-testid="checkout-list" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <Box
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          sx={{ position: 'absolute', top: 0, left: 0, width: '100%', pb: `${CARD_GAP}px` }}
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        >
          <SelectedInvoiceCard invoice={invoices[item.index]!} rules={rules} />
        </Box>
      ))}
    </Box>
  );
}

/** docs/product/checkout-and-payments.md#checkout-page: the selected invoices, each with its own amount, reason and comment. */
export function CheckoutList({ invoices, rules }: Props) {
  if (invoices.length > VIRTUALIZE_ABOVE) return <VirtualList invoices={invoices} rules={rules} />;
  return (
    <Stack spacing={2} data-testid="checkout-list">
      {invoices.map((invoice) => (
        <SelectedInvoiceCard key={invoice.key} invoice={invoice} rules={rules} />
      ))}
    </Stack>
  );
}
