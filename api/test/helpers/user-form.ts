import { ROLE_PERMISSIONS } from 'shared/server';

/** The user form of a new customer as POST/PUT /api/users take it; `overrides` change any field. */
export const customerForm = (login: string, overrides: Record<string, unknown> = {}) => ({
  Login: login,
  FirstName: 'Cora',
  LastName: 'Customer',
  Company: 'Acme Lifts',
  Email: login,
  Status: 'active',
  PrimaryAccountTypeId: 1,
  UserRole: 'user',
  Permissions: [...ROLE_PERMISSIONS.user],
  ...overrides,
});
