import { USER_REFUSALS } from 'shared/server';
import { userRefusal } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';

/** Reading a registration request: whoever handles the requests list, or creates users from it. */
export function assertRequestPermission(caller: UserRow): void {
  const may = caller.status === 'active' && (caller.permissions.includes('CanManageRegistrationRequests') || caller.permissions.includes('CanManageUsers'));
  if (!may) throw userRefusal(403, USER_REFUSALS.registrationRequests, 'forbidden');
}
