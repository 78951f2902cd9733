import { ValidationError } from 'yup';
import { emptyUserForm, exclusionEntrySchema, exclusionListSchema, userFormSchema, USER_FORM_FIELDS, type UserForm } from './user';
import { USER_REFUSALS } from '../constants/user-admin';
import { ROLE_ALLOWED_PERMISSIONS, ROLE_PERMISSIONS, USER_ROLES } from '../constants/domain';

const valid: UserForm = {
  ...emptyUserForm(),
  Login: 'new@portal.test',
  FirstName: 'Nia',
  LastName: 'New',
  Company: 'Acme',
  Email: 'new@portal.test',
};

async function errorsOf(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await userFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('user form schema (docs/product/users-and-admin.md#user-form)', () => {
  it('takes a complete form', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each([
    ['Login', '', 'User Id is Required'],
    ['Login', '   ', 'User Id is Required'],
    ['FirstName', '', 'First Name Required'],
    ['LastName', '', 'Last Name Required'],
    ['Company', '', 'Company Required'],
    ['Email', '', 'Email Required'],
    ['Email', 'not-an-address', 'Email Required'],
    ['Status', '', 'Status Required'],
    ['Status', 'sleeping', 'Status Required'],
    ['PrimaryAccountTypeId', '', 'Primary Account Type Required'],
    ['PrimaryAccountTypeId', 4, 'Primary Account Type Required'],
    ['UserRole', '', 'User Role Required'],
    ['UserRole', 'root', 'User Role Required'],
  ])('refuses %s = %p with %p', async (field, value, message) => {
    expect((await errorsOf({ [field]: value }))[field]).toBe(message);
  });

  it('gives every message of an empty form, one per field, in the form order', async () => {
    const errors = await errorsOf({ Login: '', FirstName: '', LastName: '', Company: '', Email: '', Status: undefined, PrimaryAccountTypeId: undefined, UserRole: undefined });
    expect(USER_FORM_FIELDS.map((f) => errors[f])).toEqual([
      'User Id is Required',
      'First Name Required',
      'Last Name Required',
      'Company Required',
      'Email Required',
      'Status Required',
      'Primary Account Type Required',
      'User Role Required',
    ]);
  });

  it('refuses a permission that does not exist', async () => {
    expect(Object.keys(await errorsOf({ Permissions: ['CanEverything'] }))).toEqual(['Permissions[0]']);
  });

  it.each([
    ['user', 'CanImpersonate'],
    ['user', 'CanViewUsers'],
    ['user', 'CanManageUsers'],
    ['user', 'CanManageRegistrationRequests'],
    ['user', 'CanEditSystemConfig'],
    ['manager', 'CanEditSystemConfig'],
    ['internal', 'CanEditSystemConfig'],
  ])('refuses a %s holding %s, naming the permission (docs/security/roles-and-permissions.md)', async (role, permission) => {
    const errors = await errorsOf({ UserRole: role, Permissions: ['CanMakePayment', permission] });
    expect(errors.Permissions).toBe(USER_REFUSALS.permissionNotForRole(permission, role as UserForm['UserRole']));
    expect(errors.Permissions).toContain(permission);
  });

  it("takes every role's allowed permissions, staff holding the customer ones too", async () => {
    for (const role of USER_ROLES) {
      expect(await errorsOf({ UserRole: role, Permissions: [...ROLE_ALLOWED_PERMISSIONS[role]] })).toEqual({});
      expect(await errorsOf({ UserRole: role, Permissions: [...ROLE_PERMISSIONS[role]] })).toEqual({});
    }
    expect(ROLE_ALLOWED_PERMISSIONS.internal).toEqual(expect.arrayContaining(['CanMakePayment', 'CanManagePaymentMethods', 'CanManageOwnSAPAccounts']));
  });

  it('starts a new user as an active Sold To customer with the user role defaults', () => {
    expect(emptyUserForm()).toMatchObject({
      Status: 'active',
      PrimaryAccountTypeId: 1,
      UserRole: 'user',
      Permissions: ['CanManagePaymentMethods', 'CanMakePayment', 'CanManageOwnSAPAccounts'],
    });
  });
});

describe('exclusion entries (docs/product/users-and-admin.md#exclusion-list)', () => {
  it('needs a non-empty entry of letters and digits', async () => {
    await expect(exclusionEntrySchema.validate('')).rejects.toThrow(USER_REFUSALS.exclusionEmpty);
    await expect(exclusionEntrySchema.validate('   ')).rejects.toThrow(USER_REFUSALS.exclusionEmpty);
    await expect(exclusionEntrySchema.validate('100-500')).rejects.toThrow(USER_REFUSALS.exclusionInvalid);
    await expect(exclusionEntrySchema.validate(' 100500 ')).resolves.toBe('100500');
  });

  it('checks every entry of a list', async () => {
    await expect(exclusionListSchema.validate(['100500', 'A1'])).resolves.toEqual(['100500', 'A1']);
    await expect(exclusionListSchema.validate(['100500', ''])).rejects.toThrow(USER_REFUSALS.exclusionEmpty);
  });
});
