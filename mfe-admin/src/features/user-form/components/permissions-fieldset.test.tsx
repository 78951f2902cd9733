import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PERMISSIONS } from 'shared';
import { renderAt } from 'shared/testing';
import { PERMISSION_LABELS, type UserForm } from 'shared/users';
import { PermissionsFieldset } from './permissions-fieldset';

function Fieldset() {
  const { control } = useForm<UserForm>({ defaultValues: { Permissions: ['CanMakePayment'] } as Partial<UserForm> });
  return <PermissionsFieldset control={control} grantable={PERMISSIONS} />;
}

describe('PermissionsFieldset (docs/product/users-and-admin.md#permissions)', () => {
  it('names each permission in words, with its code name as the hint on hover and on focus', async () => {
    renderAt(<Fieldset />);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(PERMISSIONS.map((p) => PERMISSION_LABELS[p]));
    expect(screen.getByRole('checkbox', { name: 'Make payments' })).toBeChecked();

    await userEvent.hover(screen.getByText('Act for customers (impersonate)'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('CanImpersonate');
    await userEvent.unhover(screen.getByText('Act for customers (impersonate)'));
    screen.getByRole('checkbox', { name: 'View users' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('CanViewUsers');
  });
});
