import { cloneElement, useId, useState, type ReactElement } from 'react';
// Through the facade's package name: a relative path would bundle a second MUI into this entry.
import { Box } from 'shared/ui/core';

export interface HintProps {
  /** The words shown while the pointer rests on the child or the child has the focus. */
  title: string;
  /** One element, which keeps its own name; with `describeChild` the hint becomes its description. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  describeChild?: boolean;
  /** Where the hint lines up under its child: centred, or at its end (for a control at the screen's edge). */
  align?: 'center' | 'end';
}

/**
 * A small tooltip without a positioning engine: shown under its child on hover and focus, gone on
 * Escape, on leaving and on blur. MUI's Tooltip brings Popper and popper.js (about 9 KiB gzip) to
 * every page that shows one; the top bar and the invoice list need no more than this
 * (docs/architecture/frontend.md#javascript-budgets). Pages behind them keep MUI's Tooltip.
 */
export function Hint({ title, children, describeChild = false, align = 'center' }: HintProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, describeChild && open ? { 'aria-describedby': id } : {})}
      {open && (
        <Box
          role="tooltip"
          id={id}
          sx={{
            position: 'absolute',
            top: 'calc(100% + 4px)',
            ...(align === 'end' ? { right: 0 } : { left: '50%', transform: 'translateX(-50%)' }),
            zIndex: 'tooltip',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.700',
            color: 'common.white',
            fontSize: '0.6875rem',
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
          }}
        >
          {title}
        </Box>
      )}
    </Box>
  );
}
