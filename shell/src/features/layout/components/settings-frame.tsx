import type { ReactNode } from 'react';
import { Box } from 'shared/ui/core';
import { Tab, Tabs } from 'shared/ui/extra';
import { NavLink, useLocation } from 'shared/router';
import { useSessionStore } from 'shared/core';
import { visibleTabs } from '../utils/settings-tabs';

/** The settings tab frame; the shell owns it, the remotes render what is inside. */
export function SettingsFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permissions = useSessionStore((s) => s.user?.Permissions ?? []);
  const tabs = visibleTabs(permissions);
  const current = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to ?? false;
  return (
    <Box>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Settings" sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab.to} label={tab.label} value={tab.to} component={NavLink} to={tab.to} />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}
