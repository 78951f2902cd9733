import type { FastifyInstance } from 'fastify';
import { ROLE_RANK, USER_FORM_FIELDS, USER_REFUSALS, grantableRoles, ungrantablePermissions, userFormSchema, type UserForm } from 'shared/server';
import { ApiError, userRefusal } from '../../errors';
import type { Queryable } from '../../db/database';
import type { UserFields } from '../../repositories/user-admin-repository';
import type { UserRow } from '../../repositories/users-repository';
import { validateForm } from '../forms/validate-form';
import { addressChangeOf, applyAddressChange } from './address-change';
import { enqueueInvite } from './invite';
import { assertMayManage, assertPermission, roleHolder } from './user-access';

/** The form as shared's schema checks it (the page's own rules), else 400 with the first field's message. */
async function validUserForm(body: unknown): Promise<UserForm> {
  const { form, message } = await validateForm(userFormSchema, body, USER_FORM_FIELDS);
  if (!form) throw userRefusal(400, message, 'invalid_user');
  return form;
}

const fieldsOf = (form: UserForm): UserFields => ({
  login: form.Login,
  firstName: form.FirstName,
  lastName: form.LastName,
  company: form.Company,
  email: form.Email,
  status: form.Status,
  primaryAccountTypeId: form.PrimaryAccountTypeId as UserFields['primaryAccountTypeId'],
  userRole: form.UserRole,
  permissions: [...new Set(form.Permissions)],
});

/** Nobody gives a role or a permission beyond their own (docs/product/users-and-admin.md#refusals). */
function assertGrants(caller: UserRow, previous: UserRow | null, form: UserForm): void {
  if (previous?.user_role !== form.UserRole && !grantableRoles(roleHolder(caller)).includes(form.UserRole)) {
    throw userRefusal(403, USER_REFUSALS.grantRole, 'escalation');
  }
  const [beyond] = ungrantablePermissions(roleHolder(caller), previous?.permissions ?? [], form.Permissions);
  if (beyond) throw userRefusal(403, USER_REFUSALS.grantPermission(beyond), 'escalation');
}

async function assertAddressesFree(app: FastifyInstance, form: UserForm, exceptUserId: number | null, q: Queryable) {
  const taken = await app.userAdminRepository.addressTaken(form.Login, form.Email, exceptUserId, q);
  if (taken) throw userRefusal(409, taken === 'login' ? USER_REFUSALS.loginInUse : USER_REFUSALS.emailInUse, 'address_in_use');
}

/** POST /api/users: a new user without a password, and their invite mail. Answers the new id. */
export async function createUser(app: FastifyInstance, caller: UserRow, body: unknown): Promise<number> {
  assertPermission(caller, 'CanManageUsers');
  const form = await validUserForm(body);
  assertGrants(caller, null, form);
  const fields = fieldsOf(form);
  const userId = await app.db.transaction(async (tx) => {
    await assertAddressesFree(app, form, null, tx);
    const created = await app.userAdminRepository.create(fields, tx);
    if (created === null) throw userRefusal(409, USER_REFUSALS.loginInUse, 'address_in_use');
    // The invite may wait until the accounts are linked (docs/product/users-and-admin.md#invites).
    const sendInvite = (body as { SendInvite?: unknown }).SendInvite !== false;
    if (sendInvite) await enqueueInvite(app, { userId: created, ...fields }, tx);
    await app.auditLog.record(caller.user_id, 'user_created', { userId: created, login: fields.login, role: fields.userRole, inviteSent: sendInvite }, tx);
    return created;
  });
  app.mailWorker.kick();
  return userId;
}

async function findTarget(app: FastifyInstance, userId: number, q?: Queryable): Promise<UserRow> {
  const target = await app.usersRepository.findById(userId, q);
  if (!target) throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
  return target;
}

/** Leaves at least one active admin: call inside the transaction that would remove `target` as one. */
async function assertNotLastAdmin(app: FastifyInstance, target: UserRow, q: Queryable): Promise<void> {
  const admins = await app.userAdminRepository.lockActiveAdmins(q);
  if (admins.includes(target.user_id) && admins.length === 1) throw userRefusal(409, USER_REFUSALS.lastAdmin, 'last_admin');
}

const SESSION_ENDING: ReadonlySet<string> = new Set(['locked', 'deactive']);

/**
 * PUT /api/users/{UserId}: every refusal before the first write; a lock or deactivation ends the
 * user's sessions. A new login or e-mail address follows docs/security/account-changes.md: the
 * e-mail address waits for its confirmation link. `callerSessionId` is the editor's own session,
 * which stays when they edit themselves.
 */
export async function updateUser(app: FastifyInstance, caller: UserRow, userId: number, body: unknown, callerSessionId: string | null = null): Promise<void> {
  assertPermission(caller, 'CanManageUsers');
  const form = await validUserForm(body);
  const target = await findTarget(app, userId);
  assertMayManage(caller, target);
  if (caller.user_id === target.user_id) {
    if (form.Status !== 'active') throw userRefusal(403, USER_REFUSALS.lockSelf, 'self');
    const lowered = ROLE_RANK[form.UserRole] < ROLE_RANK[target.user_role];
    if (lowered || target.permissions.some((p) => !form.Permissions.includes(p))) throw userRefusal(403, USER_REFUSALS.demoteSelf, 'self');
  }
  assertGrants(caller, target, form);
  const requested = fieldsOf(form);
  const addressChanged = await app.db.transaction(async (tx) => {
    const current = await findTarget(app, userId, tx);
    const change = addressChangeOf(current, form);
    // The e-mail address stays until the new one confirms (applyAddressChange mails it the link).
    const fields = change?.email ? { ...requested, email: current.email } : requested;
    if (current.user_role === 'admin' && current.status === 'active' && (fields.userRole !== 'admin' || fields.status !== 'active')) {
      await assertNotLastAdmin(app, current, tx);
    }
    await assertAddressesFree(app, form, userId, tx);
    await app.userAdminRepository.update(userId, fields, tx);
    if (SESSION_ENDING.has(fields.status) && !SESSION_ENDING.has(current.status)) {
      await app.sessionsRepository.revokeAllOfUser(userId, `user_${fields.status}`, null, tx);
      await app.oneTimeTokens.revokeForUser(userId, undefined, tx);
    }
    if (change) {
      const keepSessionId = caller.user_id === userId ? callerSessionId : null;
      await applyAddressChange(app, caller.user_id, current, change, { status: fields.status, keepSessionId }, tx);
    }
    await app.auditLog.record(caller.user_id, 'user_updated', { userId, changes: changesOf(current, fields) }, tx);
    return change !== null;
  });
  if (addressChanged) app.mailWorker.kick();
}

/** DELETE /api/users/{UserId}: never oneself, never the last active admin. */
export async function deleteUser(app: FastifyInstance, caller: UserRow, userId: number): Promise<void> {
  assertPermission(caller, 'CanManageUsers');
  const target = await findTarget(app, userId);
  if (caller.user_id === target.user_id) throw userRefusal(403, USER_REFUSALS.deleteSelf, 'self');
  assertMayManage(caller, target);
  await app.db.transaction(async (tx) => {
    const current = await findTarget(app, userId, tx);
    if (current.user_role === 'admin' && current.status === 'active') await assertNotLastAdmin(app, current, tx);
    await app.userAdminRepository.delete(userId, tx);
    await app.auditLog.record(caller.user_id, 'user_deleted', { userId, login: current.login }, tx);
  });
}

/** What a save changed, for the audit log (never a password: the form has none). */
function changesOf(before: UserRow, after: UserFields): Record<string, unknown> {
  const pairs: [string, unknown, unknown][] = [
    ['login', before.login, after.login],
    ['firstName', before.first_name, after.firstName],
    ['lastName', before.last_name, after.lastName],
    ['company', before.company, after.company],
    ['email', before.email, after.email],
    ['status', before.status, after.status],
    ['primaryAccountTypeId', before.primary_account_type_id, after.primaryAccountTypeId],
    ['role', before.user_role, after.userRole],
    ['permissions', [...before.permissions].sort().join(','), [...after.permissions].sort().join(',')],
  ];
  return Object.fromEntries(pairs.filter(([, a, b]) => a !== b).map(([k, a, b]) => [k, { from: a, to: b }]));
}
