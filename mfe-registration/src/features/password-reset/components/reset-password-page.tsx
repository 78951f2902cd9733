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

/** /reset-password/{id}: the reset is loaded, then valid (the password form) or invalid (docs/product/registration.md#setting-the-new-password). */
export function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const reset = useApi('GET /users/password-reset/:id', { params: { id } }, { sameForEveryUser: true, config: PUBLIC_CALL });

  const onSubmit = async (values: NewPasswordForm): Promise<string | null> => {
    try {
      const answer = await callApi('POST /token/complete-password-reset', { body: { id, ...values } }, PUBLIC_CALL);
      toast.success(answer.message);
      navigate(PATHS.login, { replace: true });
      return null;
    } catch (error) {
      return errorMessage(error, MESSAGES.resetPasswordError);
    }
  };

  return (
    <PublicPage title={LABELS.resetTitle}>
      {reset.data ? (
        <>
          <Typography>{LABELS.resetGreeting(reset.data.firstName)}</Typography>
          <NewPasswordFormView submitLabel={LABELS.savePassword} onSubmit={onSubmit} />
          <BackToLogin />
        </>
      ) : (
        <LinkState loading={reset.loading} error={reset.error} retry={reset.retry} invalidMessage={MESSAGES.invalidResetUrl} />
      )}
    </PublicPage>
  );
}
