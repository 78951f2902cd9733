import { useNavigate, useParams } from 'shared/router';
import { Typography } from 'shared/ui/base';
import { callApi, errorMessage, MESSAGES, toast, useApi } from 'shared';
import { type NewPasswordForm } from 'shared/registration-forms';
import { BackToLogin } from '../../../components/back-to-login';
import { LinkState } from '../../../components/link-state';
import { NewPasswordFormView } from '../../../components/new-password-form';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { PUBLIC_CALL } from '../../../config/public-call';

/** /register/{token}: the invite is loaded, then valid (the password form) or invalid (docs/product/registration.md#invite-acceptance). */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useApi('GET /users/invite/:id', { params: { id: token } }, { sameForEveryUser: true, config: PUBLIC_CALL });

  const onSubmit = async (values: NewPasswordForm): Promise<string | null> => {
    try {
      const answer = await callApi('POST /token/complete-registration', { body: { inviteId: token, ...values } }, PUBLIC_CALL);
      toast.success(answer.message);
      navigate(PATHS.login, { replace: true });
      return null;
    } catch (error) {
      return errorMessage(error, MESSAGES.systemError);
    }
  };

  return (
    <PublicPage title={LABELS.inviteTitle}>
      {invite.data ? (
        <>
          <Typography>{LABELS.greeting(invite.data.firstName, invite.data.email)}</Typography>
          <NewPasswordFormView submitLabel={LABELS.setPassword} onSubmit={onSubmit} />
          <BackToLogin />
        </>
      ) : (
        <LinkState loading={invite.loading} error={invite.error} retry={invite.retry} invalidMessage={MESSAGES.invalidInviteToken} />
      )}
    </PublicPage>
  );
}
