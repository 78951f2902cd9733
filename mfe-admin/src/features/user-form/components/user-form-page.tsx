import { useId, useState } from 'react';
import { useNavigate, useParams, Link as RouterLink } from 'shared/router';
import { Alert, Box, Button, LinearProgress, Typography } from 'shared/ui/base';
import { Checkbox, FormControlLabel } from 'shared/ui/more';
import {
  callApi,
  MESSAGES,
  Page,
  toast,
  useAction,
  useApi,
  useSessionStore,
  type AccountTypeId,
  type RegistrationRequestRecord,
  type UserDetail,
  type UserSaveRequest,
} from 'shared';
import { USER_REFUSALS, emptyUserForm, grantableRoles, type UserForm as UserFormValues } from 'shared/users';
import { LABELS } from '../../../config/labels';
import { serverMessage } from '../hooks/server-message';
import { useExclusionsDraft } from '../hooks/use-exclusions-draft';
import { useWarnBeforeUnload } from '../hooks/use-warn-before-unload';
import { DeleteUserDialog } from './delete-user-dialog';
import { EndSessionsButton } from './end-sessions-button';
import { ExclusionList } from './exclusion-list';
import { LinkedAccountsSection } from './linked-accounts-section';
import { PendingEmail } from './pending-email';
import { SendInviteButton } from './send-invite-button';
import { UserForm } from './user-form';

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * /settings/users/add/{request?} and /settings/users/{userId} (CanManageUsers). One Save, at the end
 * of the page, stores the fields and the exclusion list; linked accounts are saved by their own
 * dialogs (docs/product/users-and-admin.md#user-form).
 */
export function UserFormPage() {
  const formId = useId();
  const params = useParams();
  const navigate = useNavigate();
  const me = useSessionStore((s) => s.user);
  const userId = idOf(params.userId);
  const requestId = idOf(params.request);
  // The staff member's own view, the same whoever they impersonate.
  const user = useApi('GET /users/:userId', userId ? { params: { userId } } : null, { sameForEveryUser: true });
  const request = useApi('GET /register/:id', !userId && requestId ? { params: { id: requestId } } : null, { sameForEveryUser: true });
  const accountTypes = useApi('GET /configuration/getprimaryaccounttypes', {}, { sameForEveryUser: true });
  const [deleting, setDeleting] = useState(false);
  const [inviteNow, setInviteNow] = useState(true);
  const [formDirty, setFormDirty] = useState(false);
  const withExclusions = Boolean(userId && user.data?.PrimaryAccountTypeId === 3);
  const exclusions = useExclusionsDraft(withExclusions ? userId : null);
  useWarnBeforeUnload(formDirty || exclusions.dirty);

  const save = useAction(async (values: UserFormValues): Promise<boolean> => {
    const body: UserSaveRequest = { ...values, PrimaryAccountTypeId: values.PrimaryAccountTypeId as AccountTypeId, userProfileId: userId };
    try {
      if (userId) {
        // A refusal's Message is the page's warning; the saved user loads again by itself (the save declares it stale).
        await callApi('PUT /users/:userId', { params: { userId }, body }, { skipErrorToast: true });
        const refused = withExclusions ? await exclusions.save() : null;
        // The list's refusal shows at the list too; the fields were saved all the same.
        if (refused) toast.error(refused);
        else toast.success(MESSAGES.userSaved);
        return true;
      }
      const created = await callApi('POST /users', { body: { ...body, SendInvite: inviteNow } }, { skipErrorToast: true });
      if (requestId) await callApi('POST /register/:id/completed', { params: { id: requestId }, body: { UserId: created.UserId } });
      toast.success(MESSAGES.userSaved);
      navigate(`/settings/users/${created.UserId}`, { replace: true });
      return true;
    } catch (error) {
      toast.warning(serverMessage(error));
      return false;
    }
  });

  if (!me?.Permissions.includes('CanManageUsers')) {
    return (
      <Page title={userId ? LABELS.editUserTitle : LABELS.addUserTitle}>
        <Alert severity="warning">{USER_REFUSALS.manageUsers}</Alert>
      </Page>
    );
  }

  const loading = user.loading || request.loading || accountTypes.loading;
  const failed = user.error || request.error || accountTypes.error;
  const initial = initialValues(user.data, request.data);
  const ready = !loading && !failed && accountTypes.data && (userId ? user.data : requestId ? request.data : true);

  return (
    <Page title={userId ? LABELS.editUserTitle : LABELS.addUserTitle}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={RouterLink} to="/settings/users">
          {LABELS.back}
        </Button>
        {userId && userId !== me.UserId && user.data && (
          <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
            {LABELS.delete}
          </Button>
        )}
        {userId && userId !== me.UserId && user.data && <EndSessionsButton userId={userId} />}
        {userId && user.data && !user.data.HasPassword && <SendInviteButton userId={userId} pending={user.data.InvitePending} />}
      </Box>
      {loading && <LinearProgress aria-label="Loading" />}
      {failed ? <Alert severity="error">{LABELS.loadUserFailed}</Alert> : null}
      {request.data && <Typography sx={{ mb: 2 }}>{LABELS.fromRequest(`${request.data.firstName} ${request.data.lastName}`)}</Typography>}
      {user.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {LABELS.history(new Date(user.data.CreatedDate).toLocaleDateString('en-US'), user.data.NumLogins)}
          {user.data.InvitePending ? ` · ${LABELS.invitePending}` : user.data.HasPassword ? '' : ` · ${LABELS.inviteNotSent}`}
        </Typography>
      )}
      {ready && userId && user.data?.PendingEmail && <PendingEmail userId={userId} email={user.data.PendingEmail} />}
      {ready && !userId && (
        <FormControlLabel
          control={<Checkbox name="send-invite" checked={inviteNow} onChange={(event) => setInviteNow(event.target.checked)} />}
          label={LABELS.sendInviteNow}
        />
      )}
      {ready && (
        <UserForm
          // A saved change of address shows as the server holds it (a new e-mail address waits above).
          key={`${userId ?? 'new'}-${requestId ?? ''}-${user.data?.Login ?? ''}-${user.data?.PendingEmail ?? ''}`}
          initial={initial}
          accountTypes={accountTypes.data!}
          roles={grantableRoles({ role: me.UserRole, permissions: me.Permissions })}
          grantable={me.Permissions}
          formId={formId}
          onDirtyChange={setFormDirty}
          onSubmit={async (values) => (await save.run(values)) ?? false}
        />
      )}
      {ready && <LinkedAccountsSection userId={user.data ? user.data.UserId : null} />}
      {ready && withExclusions && <ExclusionList draft={exclusions} />}
      {ready && (
        <Box sx={{ mt: 3 }}>
          <Button type="submit" form={formId} variant="contained" disabled={save.busy || exclusions.loading}>
            {LABELS.save}
          </Button>
        </Box>
      )}
      {deleting && userId && (
        <DeleteUserDialog
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await callApi('DELETE /users/:userId', { params: { userId } }, { skipErrorToast: true });
            toast.success(LABELS.userDeleted);
            navigate('/settings/users', { replace: true });
          }}
        />
      )}
    </Page>
  );
}

function initialValues(user: UserDetail | null, request: RegistrationRequestRecord | null): UserFormValues {
  if (user) {
    return {
      Login: user.Login,
      FirstName: user.FirstName,
      LastName: user.LastName,
      Company: user.Company,
      Email: user.Email,
      Status: user.Status,
      PrimaryAccountTypeId: user.PrimaryAccountTypeId,
      UserRole: user.UserRole,
      Permissions: user.Permissions,
    };
  }
  const empty = emptyUserForm();
  if (!request) return empty;
  return { ...empty, Login: request.email, Email: request.email, FirstName: request.firstName, LastName: request.lastName, Company: request.company };
}
