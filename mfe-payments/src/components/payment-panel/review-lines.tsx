import { useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Typography } from 'shared/ui/base';
import { formatCents } from 'shared';

/** One thing paid: an invoice (or the deposit) and its amount. */
export interface ReviewLine {
  key: string;
  label: string;
  cents: number;
}

/** Every line renders up to this many; a longer list (bulk@ pays 5,000) renders a window of them. */
const PLAIN_UP_TO = 50;
const LINE_HEIGHT = 32;

function Line({ line, currency, top }: { line: ReviewLine; currency: string; top?: number }) {
  return (
    <Box
      role="listitem"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        height: LINE_HEIGHT,
        alignItems: 'center',
        ...(top !== undefined ? { position: 'absolute', left: 0, right: 0, top } : {}),
      }}
    >
      <Typography variant="body2" noWrap>
        {line.label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatCents(line.cents, currency)}
      </Typography>
    </Box>
  );
}

/** The review's lines in a box of their own that scrolls; long lists render only what shows. */
export function ReviewLines({ lines, currency, label }: { lines: readonly ReviewLine[]; currency: string; label: string }) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const long = lines.length > PLAIN_UP_TO;
  const virtualizer = useVirtualizer({
    count: long ? lines.length : 0,
    getScrollElement: () => scroller,
    estimateSize: () => LINE_HEIGHT,
    overscan: 8,
    // In a test's DOM the box measures 0: a box's worth of lines stands in.
    initialRect: { width: 300, height: 8 * LINE_HEIGHT },
    useFlushSync: false,
  });
  return (
    <Box
      ref={setScroller}
      // A scrolling region must be reachable by keyboard, and named.
      tabIndex={long ? 0 : undefined}
      role="region"
      aria-label={label}
      sx={{ maxHeight: { xs: 200, sm: 280 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5 }}
    >
      <Box role="list" sx={long ? { position: 'relative', height: virtualizer.getTotalSize() } : undefined}>
        {long
          ? virtualizer.getVirtualItems().map((item) => (
              <Line key={lines[item.index]!.key} line={lines[item.index]!} currency={currency} top={item.start} />
            ))
          : lines.map((line) => <Line key={line.key} line={line} currency={currency} />)}
      </Box>
    </Box>
  );
}
