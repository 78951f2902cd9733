import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink, useNavigate } from 'shared/router';
import { Alert, Button, Stack, Typography } from 'shared/ui/base';
import { callApi, errorMessage, MESSAGES, toast, useSessionStore } from 'shared';
import { REGISTRATION_FIELD_LIMITS as L, selfRegistrationSchema, type SelfRegistrationForm } from 'shared/registration-forms';
import { BackToLogin } from '../../../components/back-to-login';
import { FormField } from '../../../components/form-field';
import { PublicPage } from '../../../components/public-page';
import { FIELD_LABELS, LABELS } from '../../../config/labels';
import { PATHS } from '../../../config/paths';
import { PUBLIC_CALL } from '../../../config/public-call';
import { useRegistrationAccounts } from '../hooks/use-registration-accounts';
import { endRegistrationSession, sessionHeaders } from '../utils/registration-session';

const EMPTY: SelfRegistrationForm = { email: '', firstName: '', lastName: '', company: '', password: '', verifyPassword: '' };

/**
 * /auto-register/create (docs/product/registration.md#creating-the-user): the user's details and
 * password. On success the tokens are stored for the session (the user is logged in) and the
 * user goes to /invoices if confirmed, else to the confirmation instructions. A refusal shows the
 * server's message in red and as an error toast.
 */
export function CreateUserPage() {
  const navigate = useNavigate();
  const accounts = useRegistrationAccounts();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SelfRegistrationForm>({ resolver: yupResolver(selfRegistrationSchema), defaultValues: EMPTY });

  const onSubmit = async (values: SelfRegistrationForm) => {
    setFailure(null);
    try {
      // The user is made from the session's proven accounts; the answer is the tokens.
      const answer = await callApi('POST /token/auto-register/user', { body: values }, { ...PUBLIC_CALL, headers: sessionHeaders() });
      useSessionStore.getState().setTokens(answer);
      endRegistrationSession();
      navigate(answer.user.isConfirmed ? PATHS.landing : PATHS.confirmInstructions, { replace: true });
    } catch (error) {
      const message = errorMessage(error, MESSAGES.systemError);
      setFailure(message);
      toast.error(message);
    }
  };

  const none = accounts.data !== null && accounts.data.accounts.length === 0;
  return (
    <PublicPage title={LABELS.createTitle}>
      {none && (
        <Alert severity="warning" action={<Button color="inherit" size="small" component={RouterLink} to={PATHS.accounts}>{LABELS.goToAccounts}</Button>}>
          {LABELS.addAccountsFirst}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
        {failure && (
          <Typography color="error" role="alert" data-testid="registration-failure">
            {failure}
          </Typography>
        )}
        <FormField label={FIELD_LABELS.email} type="email" autoComplete="email" autoFocus maxLength={L.email} registration={register('email')} fieldError={errors.email} />
        <FormField label={FIELD_LABELS.firstName} autoComplete="given-name" maxLength={L.name} registration={register('firstName')} fieldError={errors.firstName} />
        <FormField label={FIELD_LABELS.lastName} autoComplete="family-name" maxLength={L.name} registration={register('lastName')} fieldError={errors.lastName} />
        <FormField label={FIELD_LABELS.company} autoComplete="organization" maxLength={L.company} registration={register('company')} fieldError={errors.company} />
        <FormField label={FIELD_LABELS.password} type="password" autoComplete="new-password" maxLength={L.password} registration={register('password')} fieldError={errors.password} />
        <FormField
          label={FIELD_LABELS.verifyPassword}
          type="password"
          autoComplete="new-password"
          maxLength={L.password}
          registration={register('verifyPassword')}
          fieldError={errors.verifyPassword}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {LABELS.createAccount}
        </Button>
      </Stack>
      <BackToLogin />
    </PublicPage>
  );
}
