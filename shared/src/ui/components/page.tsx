import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useUiStore } from '../../web/stores/ui-store';

/**
 * Names the page in the browser's tab: '<title> – <brand's title>'
 * (docs/product/navigation-and-layout.md#page-titles). Page and the public pages call it; a page
 * without either calls it itself.
 */
export function usePageTitle(title: string): void {
  useEffect(() => useUiStore.setState({ pageTitle: title }), [title]);
}

/**
 * A page's frame in every app: its one h1 title, then its content. The title can take focus from
 * script (tabIndex -1, never a tab stop): the shell moves focus to it after each route change.
 */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom tabIndex={-1}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
