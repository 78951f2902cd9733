import { Controller, type Control } from 'react-hook-form';
import { Box, FormHelperText } from 'shared/ui/base';
import { Checkbox, FormControlLabel, FormLabel } from 'shared/ui/more';
import { Hint, PERMISSIONS, type Permission } from 'shared';
import { PERMISSION_LABELS, type UserForm } from 'shared/users';
import { LABELS } from '../../../config/labels';

interface Props {
  control: Control<UserForm>;
  /** Permissions the acting user does not hold: they can be kept or removed, not given. */
  grantable: readonly Permission[];
}

/** One checkbox per permission; the role fills in its defaults, then each can change. */
export function PermissionsFieldset({ control, grantable }: Props) {
  return (
    <Controller
      name="Permissions"
      control={control}
      render={({ field }) => {
        const value = (field.value ?? []) as Permission[];
        const toggle = (permission: Permission, on: boolean) =>
          field.onChange(on ? PERMISSIONS.filter((p) => p === permission || value.includes(p)) : value.filter((p) => p !== permission));
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="permissions-help">
            <FormLabel component="legend">{LABELS.permissions}</FormLabel>
            <FormHelperText id="permissions-help">{LABELS.permissionsHelp}</FormHelperText>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {/* Readable names; the code name (what the docs and the API say) as the hint. */}
              {PERMISSIONS.map((permission) => (
                <Hint key={permission} title={permission}>
                  <FormControlLabel
                    label={PERMISSION_LABELS[permission]}
                    control={
                      <Checkbox
                        checked={value.includes(permission)}
                        disabled={!value.includes(permission) && !grantable.includes(permission)}
                        onChange={(event) => toggle(permission, event.target.checked)}
                        name={`permission-${permission}`}
                      />
                    }
                  />
                </Hint>
              ))}
            </Box>
          </Box>
        );
      }}
    />
  );
}
