import { useCallback, type ReactNode } from 'react';
import { Stack } from 'shared/ui/base';
import { callApi, Page, useSessionStore } from 'shared';
import { LinkedAccountsPanel } from '../../../components/linked-accounts';
import { LABELS } from '../../../config/labels';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';

/**
 * /settings/profile (docs/product/users-and-admin.md#profile): the user's details, the password
 * change, and with CanManageOwnSAPAccounts their linked ERP accounts. A customer proves each new
 * account with an invoice; staff who may manage users need no proof. `children` are the sections
 * of other features, composed in app/routes.tsx (a feature imports no other feature).
 */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const impersonating = useSessionStore((s) => s.impersonatedUserId !== null);
  const setPayers = useSessionStore((s) => s.setPayers);
  const permissions = user?.Permissions ?? [];
  const manageOwn = permissions.includes('CanManageOwnSAPAccounts');
  const manageUsers = permissions.includes('CanManageUsers');
  // The account switcher shows the new links at once (unless it shows an impersonated user's).
  const reloadPayers = useCallback(() => {
    if (!impersonating) callApi('POST /customer/getuserpayers', { body: {} }, { skipErrorToast: true }).then(({ HeaderItems }) => setPayers(HeaderItems), () => undefined);
  }, [impersonating, setPayers]);
  return (
    <Page title={LABELS.profileTitle}>
      <Stack spacing={3}>
        {user ? <ProfileDetails user={user} /> : null}
        <ChangePasswordForm />
        {user && manageOwn ? (
          <LinkedAccountsPanel userId={user.UserId} proofRequired={!manageUsers} onChange={reloadPayers} />
        ) : null}
        {children}
      </Stack>
    </Page>
  );
}
