import { lazy, Suspense, useState } from 'react';
import { Box, Button } from 'shared/ui/core';
import { AppBar, Hint, IconButton, Toolbar, AccountCircleIcon as AccountCircle, MenuIcon } from 'shared/ui/more';
import { NavLink, useNavigate } from 'shared/router';
import { brandAssets, brandById } from 'shared/core';
import { logout } from '../../../lib/logout';
import { useHasDeposits } from '../hooks/use-has-deposits';
import { navItems } from '../utils/nav-items';
import { AccountSwitcher } from './account-switcher';

/* The phone menu loads when it is opened, and leaves when closed: a laptop never needs it (docs/architecture/frontend.md#javascript-budgets). */
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

interface Props {
  brandId: number;
  helpPdfUrl: string;
}

export function TopBar({ brandId, helpPdfUrl }: Props) {
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasDeposits = useHasDeposits();
  const items = navItems(hasDeposits, helpPdfUrl);
  const brand = brandById(brandId);

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: 1 }} component="nav" aria-label="Main">
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box component={NavLink} to="/invoices" sx={{ display: 'flex', alignItems: 'center', mr: 2 }} aria-label={`${brand.name} home`}>
          <img src={brandAssets(brandId).logo} alt={brand.name} height={36} data-testid="brand-logo" />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, flex: 1 }}>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            <AccountSwitcher />
          </Box>
          {items.map((item) =>
            item.external ? (
              <Button key={item.label} color="inherit" href={item.to} target="_blank" rel="noopener">
                {item.label}
              </Button>
            ) : (
              <Button
                key={item.label}
                color="inherit"
                component={NavLink}
                to={item.to}
                end={item.to === '/invoices'}
                sx={{ '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)' } }}
              >
                {item.label}
              </Button>
            ),
          )}
          <Box sx={{ flex: 1 }} />
          <Hint title="Account settings" align="end">
            <IconButton color="inherit" component={NavLink} to="/settings/profile" aria-label="Account settings">
              <AccountCircle />
            </IconButton>
          </Hint>
          <Button color="inherit" onClick={onLogout}>
            Logout
          </Button>
        </Box>
      </Toolbar>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} hasDeposits={hasDeposits} helpPdfUrl={helpPdfUrl} onLogout={onLogout} />
        </Suspense>
      )}
    </AppBar>
  );
}
