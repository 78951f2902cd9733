import { useEffect, useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box } from 'shared/ui/base';
import { USER_STATUSES, type AccountTypeItem, type Permission, type UserRole } from 'shared';
import { USER_FIELD_MAX, USER_ROLE_LABELS, USER_STATUS_LABELS, defaultPermissions, userFormSchema, type UserForm as UserFormValues } from 'shared/users';
import { ControlledSelectField, ControlledTextField } from 'shared/form-fields';
import { LABELS } from '../../../config/labels';
import { PermissionsFieldset } from './permissions-fieldset';

interface Props {
  initial: UserFormValues;
  accountTypes: AccountTypeItem[];
  /** The roles the acting user may give, and the permissions they hold. */
  roles: readonly UserRole[];
  grantable: readonly Permission[];
  /** The form's id: the page's one Save, at the end of the page, submits it (docs/product/users-and-admin.md#user-form). */
  formId: string;
  /** True when the server stored the values: they become the form's saved state. */
  onSubmit: (values: UserFormValues) => Promise<boolean>;
  /** Told whether a field differs from what was loaded, so leaving the page can warn. */
  onDirtyChange?: (dirty: boolean) => void;
}

const asNumber = (text: string) => (text === '' ? undefined : Number(text));

/** The user form's fields (docs/product/users-and-admin.md#user-form), checked by shared's userFormSchema. */
export function UserForm({ initial, accountTypes, roles, grantable, formId, onSubmit, onDirtyChange }: Props) {
  const id = useId();
  const { control, handleSubmit, setValue, getFieldState, trigger, formState, reset } = useForm<UserFormValues>({
    defaultValues: initial,
    resolver: yupResolver(userFormSchema) as unknown as Resolver<UserFormValues>,
    mode: 'onTouched',
  });
  // Which permissions fit depends on the role: a refusal shown for the old role is checked again.
  const role = useWatch({ control, name: 'UserRole' });
  useEffect(() => {
    if (getFieldState('Permissions').error) void trigger('Permissions');
  }, [role, getFieldState, trigger]);
  const { isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const roleOptions = [...new Set([...roles, initial.UserRole])].map((r) => ({ value: r, label: USER_ROLE_LABELS[r] }));
  const text = (name: 'Login' | 'FirstName' | 'LastName' | 'Company' | 'Email', label: string, type = 'text') => (
    <ControlledTextField
      control={control}
      name={name}
      id={`${id}-${name}`}
      label={label}
      type={type}
      required
      slotProps={{ htmlInput: { maxLength: USER_FIELD_MAX[name] } }}
    />
  );
  return (
    <Box component="form" id={formId} noValidate onSubmit={handleSubmit(async (values) => {
        if (await onSubmit(values)) reset(values);
      })} aria-label={LABELS.usersTitle}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 900 }}>
        {text('Login', LABELS.userId, 'email')}
        {text('Email', LABELS.email, 'email')}
        {text('FirstName', LABELS.firstName)}
        {text('LastName', LABELS.lastName)}
        {text('Company', LABELS.company)}
        <ControlledSelectField
          control={control}
          name="Status"
          id={`${id}-status`}
          label={LABELS.status}
          required
          options={USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s] }))}
        />
        <ControlledSelectField
          control={control}
          name="PrimaryAccountTypeId"
          id={`${id}-type`}
          label={LABELS.primaryAccountType}
          required
          parse={asNumber}
          options={accountTypes.map((t) => ({ value: t.AccountTypeId, label: t.AccountTypeValue }))}
        />
        <ControlledSelectField
          control={control}
          name="UserRole"
          id={`${id}-role`}
          label={LABELS.userRole}
          required
          parse={(value) => {
            // Choosing a role fills in its default permissions; each can then be changed.
            if (value) setValue('Permissions', defaultPermissions(value as UserRole).filter((p) => grantable.includes(p)));
            return value;
          }}
          options={roleOptions}
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        <PermissionsFieldset control={control} grantable={grantable} />
      </Box>
    </Box>
  );
}
