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
 * Renders inside the portal's theme and a router at `path`, with the current path visible. The
 * invoice list belongs to another remote: here /invoices is an empty page to be sent to.
 */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={createBrandTheme(1)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/invoices" element={null} />
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
