import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme } from 'shared';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * Renders inside the portal's theme and a router, with the current path visible to assertions.
 * `route` is the pattern the element is mounted at (for pages that read params).
 */
export function renderAt(ui: ReactElement, path = '/', route = '*') {
  return render(
    <ThemeProvider theme={createBrandTheme(1)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
