import { Box } from 'shared/ui/core';
import { Divider, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader } from 'shared/ui/extra';
import { NavLink } from 'shared/router';
import { useSessionStore } from 'shared/core';
import { visibleTabs } from '../utils/settings-tabs';
import { AccountSwitcher } from './account-switcher';

interface Props {
  open: boolean;
  onClose: () => void;
  hasDeposits: boolean;
  helpPdfUrl: string;
  onLogout: () => void;
}

/** docs/product/navigation-and-layout.md mobile drawer: account switcher, Invoices, Statement, Deposits, Payments, Settings tabs, Help, Logout. */
export function MobileDrawer({ open, onClose, hasDeposits, helpPdfUrl, onLogout }: Props) {
  const permissions = useSessionStore((s) => s.user?.Permissions ?? []);
  const acting = useSessionStore((s) => s.impersonatedUserId !== null);
  // Each entry in its own <li>: a list holds list items only (axe 'list').
  const link = (label: string, to: string) => (
    <ListItem key={to} disablePadding>
      <ListItemButton component={NavLink} to={to} onClick={onClose}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
  return (
    // The open drawer is a modal dialog named 'Menu'; its content is one navigation landmark.
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } }}>
      <Box sx={{ width: 280 }} component="nav" aria-label="Mobile">
        <Box sx={{ p: 2 }}>
          {/* The pages behind show the new account at once (docs/product/navigation-and-layout.md#mobile-drawer). */}
          <AccountSwitcher fullWidth onSelect={onClose} />
        </Box>
        <List>
          {link('Invoices', '/invoices')}
          {link('Statement', '/invoices/invoicesearch')}
          {hasDeposits && link('Deposits', '/deposits')}
          {link('Payments', '/payments')}
        </List>
        <Divider />
        <List subheader={<ListSubheader>Settings</ListSubheader>}>
          {visibleTabs(permissions, acting).map((tab) => link(tab.label, tab.to))}
        </List>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton component="a" href={helpPdfUrl} target="_blank" rel="noopener" onClick={onClose}>
              <ListItemText primary="Help" />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemText primary="Logout" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
