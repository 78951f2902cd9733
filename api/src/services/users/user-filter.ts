import type { UserRole, UserStatus } from 'shared/server';
import type { UserFilter } from '../../repositories/user-admin-repository';

/** The list's query as the repository filters it: '' (the page's "All") is no filter. */
export function filterOf(query: { status?: UserStatus | ''; profile?: UserRole | ''; search?: string }): UserFilter {
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(query.profile ? { role: query.profile } : {}),
    ...(query.search?.trim() ? { search: query.search.trim() } : {}),
  };
}
