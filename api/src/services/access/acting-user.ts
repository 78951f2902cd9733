import type { UserRow } from '../../repositories/users-repository';

/**
 * Whom a request acts for, decided once per request by the auth plugin
 * (`resolveActing`, docs/security/impersonation.md) and handed to the routes as `actingOf(request)`.
 * Routes and services never read `?userid=` themselves.
 */
export interface Acting {
  /** The logged-in user. */
  caller: UserRow;
  /** The user whose accounts the request uses: the caller, or the customer the session impersonates. */
  user: UserRow;
  /** `user` is not the caller: staff acting for a customer. */
  impersonating: boolean;
}
