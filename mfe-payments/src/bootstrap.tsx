import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme } from 'shared';
import RemoteRoutes from './app/routes';

// Runs the remote alone (npm run dev -w <remote>); in the portal the shell renders the routes.
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createBrandTheme(1)}>
    <CssBaseline />
    <BrowserRouter>
      <RemoteRoutes />
    </BrowserRouter>
  </ThemeProvider>,
);
