import type { ReactNode } from 'react';
import { Stack, Typography } from 'shared/ui/base';
import { usePageTitle } from 'shared/core';

/** A public page inside the shell's card: its one h1, then its content. */
export function PublicPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
