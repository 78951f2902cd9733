import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Link, Stack, TextField, Typography } from 'shared/ui/base';
import { Link as RouterLink, useNavigate } from 'shared/router';
import { isAxiosError } from 'axios';
import { MESSAGES, loginSchema, useSessionStore, type ApiErrorBody, type LoginForm } from 'shared';
import { login } from '../api/login';
import { loadSession } from '../api/load-session';
import { landingAfterLogin } from '../utils/last-visited';

function refusalMessage(error: unknown): string {
  if (isAxiosError<ApiErrorBody>(error) && error.response) {
    const { status, data } = error.response;
    if (status === 401) return MESSAGES.authFailed;
    if (status < 500 && data?.message) return data.message;
  }
  return MESSAGES.authError;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: yupResolver(loginSchema), defaultValues: { login: '', password: '' } });

  const onSubmit = async (values: LoginForm) => {
    setFailure(null);
    let answer;
    try {
      answer = await login(values);
    } catch (error) {
      setFailure(refusalMessage(error));
      return;
    }
    useSessionStore.getState().setTokens(answer);
    if (answer.status === 'waiting-confirmation') {
      navigate('/auto-register/waiting-confirmation', { replace: true });
      return;
    }
    try {
      await loadSession();
      navigate(landingAfterLogin(), { replace: true });
    } catch {
      setFailure(MESSAGES.profileError);
    }
  };

  // docs/product/session-and-login.md: one message whichever of the two is missing.
  const requiredMessage = errors.login?.message ?? errors.password?.message;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)} aria-labelledby="login-title">
      <Typography id="login-title" variant="h5" component="h1">
        Sign in to your account
      </Typography>
      {requiredMessage && <Alert severity="warning">{requiredMessage}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.login)}
        {...register('login')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={Boolean(errors.password)}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        Log In
      </Button>
      <Link component={RouterLink} to="/request-password-reset" variant="body2">
        Having trouble logging in?
      </Link>
      <Button component={RouterLink} to="/auto-register/accounts" variant="outlined">
        Register
      </Button>
    </Stack>
  );
}
