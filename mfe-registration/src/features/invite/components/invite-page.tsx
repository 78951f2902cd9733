import { useNavigate, useParams } from 'shared/router';
import { Typography } from 'shared/ui/base';
import { errorMessage, MESSAGES, toast } from 'shared';
import { type NewPasswordForm } from 'shared/registration-forms';
import { BackToLogin } from '../../../components/back-to-login';
import { LinkState } from '../../../components/link-state';
import { NewPasswordFormView } from '../../../components/new-password-form';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { completeRegistration } from '../api/complete-registration';
import { useInvite } from '../api/get-invite';

/** /register/{token}: the invite is loaded, then valid (the password form) or invalid (docs/product/registration.md#invite-acceptance). */
export function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(token);

  const onSubmit = async (values: NewPasswordForm): Promise<string | null> => {
    try {
      const answer = await completeRegistration({ inviteId: token, ...values });
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
