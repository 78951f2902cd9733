import { array, mixed, number, object, string, type InferType } from 'yup';
import { PERMISSIONS, USER_ROLES, USER_STATUSES, type Permission, type UserRole, type UserStatus } from '../constants/domain';
import { USER_REFUSALS } from '../constants/user-admin';
import { VALIDATION } from '../constants/validation';
import { EXCLUSION_PATTERN, defaultPermissions, permissionsBeyondRole } from '../rules/user-admin';
import { emailIdentifierString } from './identifier';
import { loginIdentifierString } from './login-identifier';

const texts = VALIDATION.user;
/** Field lengths of the users table the form and the server both keep to. */
export const USER_FIELD_MAX = { Login: 254, FirstName: 100, LastName: 100, Company: 200, Email: 254 } as const;

/**
 * The user form (docs/product/users-and-admin.md#user-form) with the messages of VALIDATION.user. The
 * page validates with it as the user types, and POST/PUT /api/users validate the same body with it.
 * Field names are those of the calls' bodies.
 */
export const userFormSchema = object({
  // Both normalised and checked for look-alike characters (docs/security/identifiers.md).
  Login: loginIdentifierString().required(texts.userId).max(USER_FIELD_MAX.Login, texts.userId),
  FirstName: string().trim().required(texts.firstName).max(USER_FIELD_MAX.FirstName, texts.firstName),
  LastName: string().trim().required(texts.lastName).max(USER_FIELD_MAX.LastName, texts.lastName),
  Company: string().trim().required(texts.company).max(USER_FIELD_MAX.Company, texts.company),
  Email: emailIdentifierString().required(texts.email).email(texts.email).max(USER_FIELD_MAX.Email, texts.email),
  Status: mixed<UserStatus>().oneOf(USER_STATUSES, texts.status).required(texts.status),
  PrimaryAccountTypeId: number()
    .typeError(texts.accountType)
    .oneOf([1, 2, 3], texts.accountType)
    .required(texts.accountType),
  UserRole: mixed<UserRole>().oneOf(USER_ROLES, texts.role).required(texts.role),
  Permissions: array(mixed<Permission>().oneOf(PERMISSIONS).defined())
    .defined()
    .default([])
    // docs/security/roles-and-permissions.md: the role decides which permissions may be held at all.
    .test('fits-role', function fitsRole(permissions) {
      const role = this.parent.UserRole as UserRole;
      if (!USER_ROLES.includes(role)) return true;
      // An unknown name is the item check's refusal.
      const known = (permissions ?? []).filter((p) => (PERMISSIONS as readonly string[]).includes(p));
      const [beyond] = permissionsBeyondRole(role, known);
      return beyond ? this.createError({ message: USER_REFUSALS.permissionNotForRole(beyond, role) }) : true;
    }),
});
export type UserForm = InferType<typeof userFormSchema>;

/** The order the form shows its fields: the first failing one's message is the server's answer. */
export const USER_FORM_FIELDS = ['Login', 'FirstName', 'LastName', 'Company', 'Email', 'Status', 'PrimaryAccountTypeId', 'UserRole'] as const;

/** An empty form for a new user; a registration request fills in its name, company and address. */
export function emptyUserForm(): UserForm {
  return {
    Login: '',
    FirstName: '',
    LastName: '',
    Company: '',
    Email: '',
    Status: 'active',
    PrimaryAccountTypeId: 1,
    UserRole: 'user',
    Permissions: defaultPermissions('user'),
  };
}

/** One entry of the exclusion list (docs/product/users-and-admin.md#exclusion-list): non-empty, letters and digits. */
export const exclusionEntrySchema = string()
  .trim()
  .required(USER_REFUSALS.exclusionEmpty)
  .matches(EXCLUSION_PATTERN, USER_REFUSALS.exclusionInvalid)
  .max(20, USER_REFUSALS.exclusionInvalid);

/** The whole list a PUT /api/users/{id}/exclusions sends. */
export const exclusionListSchema = array(exclusionEntrySchema.defined()).defined().max(500);
