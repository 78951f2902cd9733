import { Box, TextField } from 'shared/ui/base';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from 'shared';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, USERS_SEARCH_MAX } from 'shared/users';
import { LABELS } from '../../../config/labels';

export interface FilterValues {
  search: string;
  status: UserStatus | '';
  profile: UserRole | '';
}

interface Props {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The search box and the status and profile (role) filters. */
export function UsersFilters({ values, onChange }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        label={LABELS.search}
        helperText={LABELS.searchHelp}
        type="search"
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.target.value })}
        slotProps={{ htmlInput: { maxLength: USERS_SEARCH_MAX } }}
        sx={{ flex: '1 1 260px' }}
      />
      <TextField
        select
        label={LABELS.status}
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.target.value as UserStatus | '' })}
        slotProps={NATIVE}
        sx={{ flex: '0 1 200px' }}
      >
        <option value="">{LABELS.all}</option>
        {USER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {USER_STATUS_LABELS[s]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={LABELS.profile}
        value={values.profile}
        onChange={(e) => onChange({ ...values, profile: e.target.value as UserRole | '' })}
        slotProps={NATIVE}
        sx={{ flex: '0 1 200px' }}
      >
        <option value="">{LABELS.all}</option>
        {USER_ROLES.map((r) => (
          <option key={r} value={r}>
            {USER_ROLE_LABELS[r]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
