import { FormControl, InputLabel, MenuItem, Select } from 'shared/ui/base';
import { LIMITS, truncateLabel, useSessionStore, type HeaderItem } from 'shared/core';

export const accountLabel = (item: HeaderItem): string =>
  truncateLabel(`${item.PrimaryAcct} - ${item.Name}`);

/**
 * docs/product/users-and-admin.md: shown only with more than one primary account; more than 10 entries scroll; labels are
 * cut to 24 characters plus an ellipsis. The choice lives in the shared session store, so every
 * remote follows it.
 */
export function AccountSwitcher({ fullWidth = false, onSelect }: { fullWidth?: boolean; onSelect?: () => void }) {
  const payers = useSessionStore((s) => s.payers);
  const selected = useSessionStore((s) => s.selectedAccount);
  const selectAccount = useSessionStore((s) => s.selectAccount);
  if (payers.length <= 1) return null;

  const scroll = payers.length > LIMITS.accountDropdownScrollAbove;
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={{ minWidth: 220 }}>
      {/* The label floats over the top bar's colour; its own background keeps it readable. */}
      <InputLabel id="account-switcher-label" sx={{ bgcolor: 'background.paper', px: 0.5, borderRadius: 1 }}>
        Account
      </InputLabel>
      <Select
        labelId="account-switcher-label"
        label="Account"
        value={selected ?? ''}
        onChange={(event) => {
          selectAccount(String(event.target.value));
          onSelect?.();
        }}
        MenuProps={{ slotProps: { paper: { sx: scroll ? { maxHeight: 48 * 10 } : undefined, 'data-testid': 'account-menu' } as object } }}
        data-testid="account-switcher"
      >
        {payers.map((item) => (
          <MenuItem key={item.PrimaryAcct} value={item.PrimaryAcct} title={`${item.PrimaryAcct} - ${item.Name}`}>
            {accountLabel(item)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
