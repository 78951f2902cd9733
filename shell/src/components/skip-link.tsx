import type { MouseEvent } from 'react';
import { Box } from 'shared/ui/base';

/** The id of every layout's <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first tab stop of every page: 'Skip to main content' jumps over the top bar and its menu
 * (docs/product/navigation-and-layout.md#accessibility). Off screen until it has focus.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: MouseEvent) => {
        // The router would treat the hash as a navigation; focus the target instead.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        p: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
