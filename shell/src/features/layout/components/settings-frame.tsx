import type { ReactNode } from 'react';
import { Box } from 'shared/ui/core';
import { Tab, Tabs } from 'shared/ui/extra';
import { NavLink, useLocation } from 'shared/router';
import { Page, useSessionStore } from 'shared/core';
import { SETTINGS_TABS, visibleTabs } from '../utils/settings-tabs';

/** Not worded by the specification (docs/product/navigation-and-layout.md#settings-tabs). */
export const NO_ACCESS = "You don't have access to this page";

const within = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The settings tab frame; the shell owns it, the remotes render what is inside. A tab's page the
 * user may not use, reached by its address, says so instead of failing to load
 * (docs/product/navigation-and-layout.md#settings-tabs).
 */
export function SettingsFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permissions = useSessionStore((s) => s.user?.Permissions ?? []);
  const tabs = visibleTabs(permissions, useSessionStore((s) => s.impersonatedUserId !== null));
  const current = tabs.find((t) => within(pathname, t.to))?.to ?? false;
  const owner = SETTINGS_TABS.find((t) => within(pathname, t.to));
  const allowed = !owner || tabs.includes(owner);
  return (
    <Box>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Settings" sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={NavLink} to={tab.to} />
        ))}
      </Tabs>
      {allowed ? children : <Page title={NO_ACCESS} />}
    </Box>
  );
}
