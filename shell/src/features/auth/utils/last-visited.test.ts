import { isRememberable, landingAfterLogin, rememberVisit } from './last-visited';

describe('last visited URL (docs/product/session-and-login.md)', () => {
  it.each(['/login', '/reset-password/12', '/registration-request', '/auto-register/create', '/request-password-reset', '/register/tok'])(
    'never remembers the public page %s',
    (url) => expect(isRememberable(url)).toBe(false),
  );

  it('remembers private pages', () => {
    expect(isRememberable('/invoices/detail/5')).toBe(true);
    expect(isRememberable('/auto-register/accounts')).toBe(true);
  });

  it('returns to the last URL only when it contains settings-page/registration-requests', () => {
    rememberVisit('/invoices/detail/5');
    expect(landingAfterLogin()).toBe('/invoices');
    rememberVisit('/settings-page/registration-requests?x=1');
    expect(landingAfterLogin()).toBe('/settings-page/registration-requests?x=1');
    rememberVisit('/login');
    expect(landingAfterLogin()).toBe('/settings-page/registration-requests?x=1');
  });
});
