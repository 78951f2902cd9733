import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'shared/ui/core';
import { createBrandTheme } from 'shared/core';
import { ReauthDialog } from './reauth-dialog';

/**
 * Shows the re-authentication dialog over the page, in a React root of its own, and answers whether
 * the user confirmed (docs/security/second-factor.md#step-up). Loaded only when a call asks for it,
 * so no page carries the dialog before (docs/architecture/frontend.md#javascript-budgets).
 */
export function askReauth(brandId: number): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const done = (confirmed: boolean) => {
      root.unmount();
      container.remove();
      resolve(confirmed);
    };
    root.render(
      <ThemeProvider theme={createBrandTheme(brandId)}>
        <ReauthDialog onDone={done} />
      </ThemeProvider>,
    );
  });
}
