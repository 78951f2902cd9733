import { Box, Button } from 'shared/ui/base';
import { LABELS } from '../../../config/labels';

/** The page numbers to show: the first, the last, the current one and its neighbours; null is an ellipsis. */
export function pagerItems(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) items.push(null);
    items.push(n);
  });
  return items;
}

interface Props {
  page: number;
  count: number;
  onPage: (page: number) => void;
}

/** About five page links with ellipses (docs/product/users-and-admin.md#users-list). */
export function UsersPager({ page, count, onPage }: Props) {
  if (count <= 1) return null;
  return (
    <Box component="nav" aria-label={LABELS.pager} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mt: 2 }}>
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={LABELS.previous}>
        ‹
      </Button>
      {pagerItems(page, count).map((n, i) =>
        n === null ? (
          <Box key={`gap-${i}`} component="span" aria-hidden sx={{ px: 1 }}>
            …
          </Box>
        ) : (
          <Button
            key={n}
            size="small"
            variant={n === page ? 'contained' : 'text'}
            aria-label={LABELS.page(n)}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
            sx={{ minWidth: 40 }}
          >
            {n}
          </Button>
        ),
      )}
      <Button size="small" onClick={() => onPage(page + 1)} disabled={page >= count} aria-label={LABELS.next}>
        ›
      </Button>
    </Box>
  );
}
