import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme, DEFAULT_BRAND_ID } from '../ui/theme';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface RenderAtOptions {
  /** The pattern the element is mounted at, for pages that read params; other paths render nothing. */
  route?: string;
  /** Paths another app owns: empty pages there, so that a test can see the page send the user to one. */
  elsewhere?: readonly string[];
}

/** Renders inside the portal's theme and a router at `path`, with the current path visible to assertions. */
export function renderAt(ui: ReactElement, path = '/', { route = '*', elsewhere = [] }: RenderAtOptions = {}) {
  return render(
    <ThemeProvider theme={createBrandTheme(DEFAULT_BRAND_ID)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {elsewhere.map((other) => (
            <Route key={other} path={other} element={null} />
          ))}
          <Route path={route} element={ui} />
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
