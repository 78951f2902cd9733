import { Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, Typography } from 'shared/ui/core';
import { Link as RouterLink, useNavigate } from 'shared/router';
import { MESSAGES, loginFormMessage, type LoginForm, type SecondFactorChallenge } from 'shared/core';
import { preloadable } from '../../../lib/preloadable';
import { LoginField } from './login-field';

/**
 * The sign-in code and the HTTP client come when the user starts on the form (a key, a click),
 * not with the page: /login shows without them (docs/architecture/frontend.md#javascript-budgets).
 */
const loadSignIn = () => import(/* webpackChunkName: "session" */ '../utils/sign-in');
const preloadSignIn = () => {
  loadSignIn().catch(() => undefined);
};
/** The second step comes only for a user with a second factor (docs/security/second-factor.md#login). */
const [SecondStep] = preloadable(() => import('./second-step').then((m) => m.SecondStep));

interface Props {
  /** Called when the form is sent, valid: the app starts loading what comes after login. */
  onSend?: () => void;
}

export function LoginPage({ onSend }: Props = {}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<LoginForm>({ login: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  // docs/product/session-and-login.md: one message whichever of the two is missing, shown once
  // the form was sent and kept up to date while the user types.
  const requiredMessage = checked ? loginFormMessage(form) : null;
  const field = (name: keyof LoginForm) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });

  const send = async (values: LoginForm) => {
    setChecked(true);
    if (busy || loginFormMessage(values)) return;
    setFailure(null);
    setBusy(true);
    onSend?.();
    try {
      const { signIn } = await loadSignIn();
      const outcome = await signIn(values);
      if ('failure' in outcome) setFailure(outcome.failure);
      else if ('challenge' in outcome) setChallenge(outcome.challenge);
      else navigate(outcome.to, { replace: true });
    } catch {
      setFailure(MESSAGES.authError);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(form);
  };

  // The pre-rendered page takes typing before its JavaScript has run, and hydration leaves what
  // is in the fields as it is: the form adopts it before anything paints, so nothing typed is lost,
  // and sends itself if it was submitted while it hydrated (docs/architecture/prerendered-login.md).
  // A browser's autofill is adopted too.
  useLayoutEffect(() => {
    const element = formRef.current!;
    // From now on React handles a submit (lib/prerendered.ts holds one made before).
    element.dataset.live = '';
    // What the fields hold now, typed or filled in by the browser (the form shows at mount).
    const data = new FormData(element);
    const typed = { login: `${data.get('login') ?? ''}`, password: `${data.get('password') ?? ''}` };
    if (typed.login || typed.password) setForm(typed);
    if ('held' in element.dataset) void send(typed);
    // Once, right after hydration: what the fields hold then is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <SecondStep
          challenge={challenge}
          onRestart={(message) => {
            setChallenge(null);
            setForm((current) => ({ ...current, password: '' }));
            setFailure(message);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack
      component="form"
      ref={formRef}
      // Before hydration nothing handles a submit: 'dialog' makes it do nothing (outside a dialog
      // element), where a GET would reload the page with the password in its address. Once
      // hydrated, onSubmit handles it (docs/architecture/prerendered-login.md).
      method="dialog"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      onInput={preloadSignIn}
      onKeyDown={preloadSignIn}
      onPointerDown={preloadSignIn}
      aria-labelledby="login-title"
    >
      <Typography id="login-title" variant="h5" component="h1">
        Sign in to your account
      </Typography>
      {requiredMessage && <Alert severity="warning">{requiredMessage}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <LoginField
        label="Email"
        type="email"
        autoComplete="username"
        error={checked && form.login.trim() === ''}
        {...field('login')}
      />
      <LoginField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={checked && form.password === ''}
        {...field('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
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
