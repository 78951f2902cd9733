import { Box } from 'shared/ui/base';
import { Divider, Drawer, List, ListItemButton, ListItemText, ListSubheader } from 'shared/ui/more';
import { NavLink } from 'shared/router';
import { useSessionStore } from 'shared';
import { visibleTabs } from '../utils/settings-tabs';
import { AccountSwitcher } from './account-switcher';

interface Props {
  open: boolean;
  onClose: () => void;
  hasDeposits: boolean;
  helpPdfUrl: string;
  onLogout: () => void;
}

/** docs/product/navigation-and-layout.md mobile drawer: account switcher, Invoices, Statement, Deposits, Settings tabs, Help, Logout. */
export function MobileDrawer({ open, onClose, hasDeposits, helpPdfUrl, onLogout }: Props) {
  const permissions = useSessionStore((s) => s.user?.Permissions ?? []);
  const link = (label: string, to: string) => (
    <ListItemButton key={to} component={NavLink} to={to} onClick={onClose}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Drawer open={open} onClose={onClose} aria-label="Menu">
      <Box sx={{ width: 280 }} role="navigation" aria-label="Mobile">
        <Box sx={{ p: 2 }}>
          <AccountSwitcher fullWidth />
        </Box>
        <List>
          {link('Invoices', '/invoices')}
          {link('Statement', '/invoices/invoicesearch')}
          {hasDeposits && link('Deposits', '/deposits')}
        </List>
        <Divider />
        <List subheader={<ListSubheader>Settings</ListSubheader>}>
          {visibleTabs(permissions).map((tab) => link(tab.label, tab.to))}
        </List>
        <Divider />
        <List>
          <ListItemButton component="a" href={helpPdfUrl} target="_blank" rel="noopener" onClick={onClose}>
            <ListItemText primary="Help" />
          </ListItemButton>
          <ListItemButton
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            <ListItemText primary="Logout" />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
