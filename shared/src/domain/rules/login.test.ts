import { loginSchema } from '../schemas/login';
import { MESSAGES } from '../constants/messages';
import { loginFormMessage, type LoginForm } from './login';

/** The login page applies loginFormMessage, the server loginSchema: they must agree. */
describe('the login rule', () => {
  const forms: LoginForm[] = [
    { login: '', password: '' },
    { login: 'soldto@portal.test', password: '' },
    { login: '', password: 'Demo-pass-2026' },
    { login: '   ', password: 'Demo-pass-2026' },
    { login: ' soldto@portal.test ', password: 'Demo-pass-2026' },
    { login: 'soldto@portal.test', password: ' ' },
  ];

  it.each(forms)('gives the same answer as loginSchema for %j', async (form) => {
    const schemaMessage = await loginSchema.validate(form).then(
      () => null,
      (error: { message: string }) => error.message,
    );
    expect(loginFormMessage(form)).toBe(schemaMessage);
  });

  it('names both fields in one message', () => {
    expect(loginFormMessage({ login: '', password: '' })).toBe(MESSAGES.loginRequired);
    expect(loginFormMessage({ login: 'a@b.c', password: 'x' })).toBeNull();
  });
});
