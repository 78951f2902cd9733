import { Controller, useWatch, type Control } from 'react-hook-form';
import { Box, FormHelperText } from 'shared/ui/base';
import { Checkbox, FormControlLabel, FormLabel, Hint } from 'shared/ui/more';
import { PERMISSIONS, type Permission, type UserRole } from 'shared';
import { PERMISSION_LABELS, USER_ROLE_LABELS, permissionsBeyondRole, roleMayHold, type UserForm } from 'shared/users';
import { LABELS } from '../../../config/labels';

interface Props {
  control: Control<UserForm>;
  /** Permissions the acting user does not hold: they can be kept or removed, not given. */
  grantable: readonly Permission[];
}

/**
 * One checkbox per permission; the role fills in its defaults, then each can change. A permission
 * the chosen role may not hold (docs/security/roles-and-permissions.md) cannot be ticked; one the
 * user holds from before can only be removed, and the schema names it until it is.
 */
export function PermissionsFieldset({ control, grantable }: Props) {
  const role = useWatch({ control, name: 'UserRole' }) as UserRole | undefined;
  return (
    <Controller
      name="Permissions"
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as Permission[];
        const toggle = (permission: Permission, on: boolean) =>
          field.onChange(on ? PERMISSIONS.filter((p) => p === permission || value.includes(p)) : value.filter((p) => p !== permission));
        const mayGive = (permission: Permission) => grantable.includes(permission) && (!role || roleMayHold(role, permission));
        const beyondRole = role ? permissionsBeyondRole(role, PERMISSIONS) : [];
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="permissions-help permissions-role permissions-error">
            <FormLabel component="legend">{LABELS.permissions}</FormLabel>
            <FormHelperText id="permissions-help">{LABELS.permissionsHelp}</FormHelperText>
            <FormHelperText id="permissions-role">{role && beyondRole.length > 0 ? LABELS.notForRole(USER_ROLE_LABELS[role], beyondRole) : ''}</FormHelperText>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {/* Readable names; the code name (what the docs and the API say) as the hint. */}
              {PERMISSIONS.map((permission) => (
                <Hint key={permission} title={permission}>
                  <FormControlLabel
                    label={PERMISSION_LABELS[permission]}
                    control={
                      <Checkbox
                        checked={value.includes(permission)}
                        disabled={!value.includes(permission) && !mayGive(permission)}
                        onChange={(event) => toggle(permission, event.target.checked)}
                        name={`permission-${permission}`}
                      />
                    }
                  />
                </Hint>
              ))}
            </Box>
            <FormHelperText id="permissions-error" error role={fieldState.error ? 'alert' : undefined}>
              {fieldState.error?.message ?? ''}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}
