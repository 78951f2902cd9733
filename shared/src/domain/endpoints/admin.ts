import { defineEndpoint } from './define';
import { EmptyBodySchema, MessageSchema } from './common';
import {
  AccountSchema,
  AccountTypesResponseSchema,
  CompletedResponseSchema,
  CompleteRequestBodySchema,
  ConfigurationBodySchema,
  ConfigurationViewSchema,
  ErpConfigurationResponseSchema,
  ExclusionsBodySchema,
  ExclusionsResponseSchema,
  IdParamsSchema,
  LinkedAccountBodySchema,
  LinkedAccountListSchema,
  OrgUnitsResponseSchema,
  RegistrationRequestListSchema,
  RegistrationRequestRecordSchema,
  RejectedResponseSchema,
  RejectRequestBodySchema,
  SmtpTestBodySchema,
  SmtpTestResponseSchema,
  UserAccountParamsSchema,
  UserDetailSchema,
  UserIdParamsSchema,
  UserListSchema,
  UserMessageResponseSchema,
  UserSaveBodySchema,
  UserSaveResponseSchema,
  UserSessionsEndedSchema,
  UsersQuerySchema,
  XlsxSchema,
} from './admin-schemas';
import { registrationEndpoints } from './registration';

const manageSystem = { permission: 'CanEditSystemConfig' } as const;
const manageRequests = { permission: 'CanManageRegistrationRequests' } as const;
/** What a change of a user makes stale: their row in the list and their page. */
const userReads = ['listUsers', 'getUser'] as const;
/**
 * What a change of linked accounts makes stale: the list and the users list's account count. Not
 * the user form's `getUser`: loading it again would rebuild the form under the person editing it,
 * and the form shows the accounts through this list.
 */
const accountReads = ['listLinkedAccounts', 'listUsers'] as const;

/**
 * The users administration (docs/product/users-and-admin.md). Most check their permission in the
 * route, after the session and before anything else, as the caller's standing decides (403 first):
 * their access is the session.
 */
const userEndpoints = {
  /** One page of 50 users in name order, the filtered total in x-page-total-items. CanViewUsers. */
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/users',
    query: UsersQuerySchema,
    response: UserListSchema,
    errors: [400, 401, 403],
    access: 'session',
  }),
  /** The whole filtered list as users.xlsx. CanViewUsers. */
  exportUsers: defineEndpoint({
    method: 'GET',
    path: '/users/export',
    query: UsersQuerySchema,
    response: XlsxSchema,
    errors: [400, 401, 403],
    access: 'session',
    binary: true,
  }),
  /** One user with their linked accounts: one's own, or anyone's with CanViewUsers. */
  getUser: defineEndpoint({
    method: 'GET',
    path: '/users/:userId',
    params: UserIdParamsSchema,
    response: UserDetailSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /** A new user, and their invite mail unless SendInvite is false. CanManageUsers. */
  createUser: defineEndpoint({
    method: 'POST',
    path: '/users',
    body: UserSaveBodySchema,
    response: UserSaveResponseSchema,
    errors: [400, 401, 403, 409],
    access: 'session',
    invalidates: ['listUsers'],
  }),
  /** Saves the user form; a new login or e-mail address asks for the second factor again (docs/security/account-changes.md). */
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/users/:userId',
    params: UserIdParamsSchema,
    body: UserSaveBodySchema,
    response: UserSaveResponseSchema,
    errors: [400, 401, 403, 404, 409],
    access: 'session',
    invalidates: userReads,
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/users/:userId',
    params: UserIdParamsSchema,
    response: UserMessageResponseSchema,
    errors: [400, 401, 403, 404, 409],
    access: 'session',
    invalidates: ['listUsers'],
  }),
  /** Mails the user's invite now (docs/product/users-and-admin.md#invites). */
  sendInvite: defineEndpoint({
    method: 'POST',
    path: '/users/:userId/invite',
    params: UserIdParamsSchema,
    body: EmptyBodySchema,
    response: UserMessageResponseSchema,
    errors: [400, 401, 403, 404, 409],
    access: 'session',
    invalidates: ['getUser'],
  }),
  /** Ends a change of e-mail address that still waits for its link (docs/security/account-changes.md). */
  cancelEmailChange: defineEndpoint({
    method: 'DELETE',
    path: '/users/:userId/email-change',
    params: UserIdParamsSchema,
    response: UserMessageResponseSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
    invalidates: userReads,
  }),
  /** Ends every session of a user one may manage (docs/security/sessions.md). CanManageUsers. */
  endUserSessions: defineEndpoint({
    method: 'POST',
    path: '/users/:userId/sessions/end',
    params: UserIdParamsSchema,
    body: EmptyBodySchema,
    response: UserSessionsEndedSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /** One's own exclusion list, or anyone's with CanViewUsers (docs/product/users-and-admin.md#exclusion-list). */
  getExclusions: defineEndpoint({
    method: 'GET',
    path: '/users/:id/exclusions',
    params: IdParamsSchema,
    response: ExclusionsResponseSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /**
   * Replaces the list; a refused entry answers status E with the reason. CanManageUsers. The answer
   * is the list as saved, which the form takes; loading it again would drop a refused draft.
   */
  saveExclusions: defineEndpoint({
    method: 'PUT',
    path: '/users/:id/exclusions',
    params: IdParamsSchema,
    body: ExclusionsBodySchema,
    response: ExclusionsResponseSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /** One's own linked accounts, another user's with CanViewUsers. */
  listLinkedAccounts: defineEndpoint({
    method: 'GET',
    path: '/users/:id/accounts',
    params: IdParamsSchema,
    response: LinkedAccountListSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /** Links an ERP account: a customer's own with an invoice's proof, anyone's with CanManageUsers. */
  addLinkedAccount: defineEndpoint({
    method: 'POST',
    path: '/users/:id/accounts',
    params: IdParamsSchema,
    body: LinkedAccountBodySchema,
    response: AccountSchema,
    errors: [400, 401, 403, 404, 409, 422, 429, 502],
    access: 'session',
    invalidates: accountReads,
  }),
  /** Changes a linked account; a new number needs a customer's proof again. */
  updateLinkedAccount: defineEndpoint({
    method: 'PUT',
    path: '/users/:id/accounts/:AccountId',
    params: UserAccountParamsSchema,
    body: LinkedAccountBodySchema,
    response: AccountSchema,
    errors: [400, 401, 403, 404, 409, 422, 429, 502],
    access: 'session',
    invalidates: accountReads,
  }),
  /** Unlinks an account (own with CanManageOwnSAPAccounts, anyone's with CanManageUsers). */
  deleteLinkedAccount: defineEndpoint({
    method: 'DELETE',
    path: '/users/:id/accounts/:AccountId',
    params: UserAccountParamsSchema,
    response: MessageSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
    invalidates: accountReads,
  }),
};

/** Registration requests as staff handle them (docs/product/users-and-admin.md#registration-requests-list). */
const registrationRequestEndpoints = {
  /** The open requests, oldest first. */
  listRegistrationRequests: defineEndpoint({
    method: 'GET',
    path: '/register',
    response: RegistrationRequestListSchema,
    errors: [400, 401, 403],
    access: manageRequests,
  }),
  /** One request, to fill the user form. CanManageRegistrationRequests or CanManageUsers (checked in the route). */
  getRegistrationRequest: defineEndpoint({
    method: 'GET',
    path: '/register/:id',
    params: IdParamsSchema,
    response: RegistrationRequestRecordSchema,
    errors: [400, 401, 403, 404],
    access: 'session',
  }),
  /** Marks a request done once its user is created. CanManageUsers (checked in the route). */
  completeRegistrationRequest: defineEndpoint({
    method: 'POST',
    path: '/register/:id/completed',
    params: IdParamsSchema,
    body: CompleteRequestBodySchema,
    response: CompletedResponseSchema,
    errors: [400, 401, 403, 404, 409],
    access: 'session',
    invalidates: ['listRegistrationRequests'],
  }),
  /** Closes an open request as rejected and mails the requester the reason. */
  rejectRegistrationRequest: defineEndpoint({
    method: 'POST',
    path: '/register/:id/reject',
    params: IdParamsSchema,
    body: RejectRequestBodySchema,
    response: RejectedResponseSchema,
    errors: [400, 401, 403, 404, 409],
    access: manageRequests,
    invalidates: ['listRegistrationRequests'],
  }),
};

/** The settings pages (docs/product/configuration-and-mail.md). */
const configurationEndpoints = {
  /** The system configuration without its SMTP password. */
  getConfiguration: defineEndpoint({
    method: 'GET',
    path: '/configuration',
    response: ConfigurationViewSchema,
    errors: [400, 401, 403],
    access: manageSystem,
  }),
  saveConfiguration: defineEndpoint({
    method: 'PUT',
    path: '/configuration',
    body: ConfigurationBodySchema,
    response: ConfigurationViewSchema,
    errors: [400, 401, 403],
    access: manageSystem,
    invalidates: ['getConfiguration'],
  }),
  /** Sends a real test mail with the settings as typed (docs/security/outbound-connections.md). */
  smtpTest: defineEndpoint({
    method: 'POST',
    path: '/configuration/smtp-test',
    body: SmtpTestBodySchema,
    response: SmtpTestResponseSchema,
    errors: [400, 401, 403],
    access: manageSystem,
  }),
  /** The ERP's configuration, read-only; answers while the ERP is down. */
  erpConfiguration: defineEndpoint({
    method: 'GET',
    path: '/configuration/erp',
    response: ErpConfigurationResponseSchema,
    errors: [400, 401, 403],
    access: manageSystem,
  }),
  /** The linked-account form's choices; for whoever may link accounts (checked in the route). */
  orgUnits: defineEndpoint({
    method: 'GET',
    path: '/configuration/org-units',
    response: OrgUnitsResponseSchema,
    errors: [400, 401, 403, 502],
    access: 'active',
  }),
  /** The user form's Primary Account Type choices. */
  primaryAccountTypes: defineEndpoint({
    method: 'GET',
    path: '/configuration/getprimaryaccounttypes',
    response: AccountTypesResponseSchema,
    errors: [401],
    access: 'session',
  }),
  /** The types a linked account can have: the primary account types (docs/product/invoices.md#account-types). */
  accountTypes: defineEndpoint({
    method: 'GET',
    path: '/configuration/getaccounttypes',
    response: AccountTypesResponseSchema,
    errors: [401],
    access: 'session',
  }),
};

/**
 * Staff and self-registration calls: users, registration requests, registration links and the
 * system configuration (docs/architecture/endpoints.md).
 */
export const adminEndpoints = {
  ...userEndpoints,
  ...registrationRequestEndpoints,
  ...registrationEndpoints,
  ...configurationEndpoints,
};
