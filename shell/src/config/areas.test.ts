import { PRIVATE_AREAS, findArea, isPublicAreaPath } from './areas';

describe('remote areas', () => {
  it.each([
    ['/invoices', 'mfe_invoices'],
    ['/invoices/detail/90001', 'mfe_invoices'],
    ['/invoices/invoicesearch', 'mfe_invoices'],
    ['/statements', 'mfe_invoices'],
    ['/invoices/pay', 'mfe_payments'],
    ['/invoices/payment-status', 'mfe_payments'],
    ['/deposits', 'mfe_payments'],
    ['/payments', 'mfe_payments'],
    ['/payments/42', 'mfe_payments'],
    ['/settings/payment-methods', 'mfe_payments'],
    ['/settings/autopay', 'mfe_payments'],
    ['/settings/users/7', 'mfe_admin'],
    ['/settings/configuration', 'mfe_admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findArea(path, PRIVATE_AREAS)?.remote).toBe(remote);
  });

  it('matches whole path segments only', () => {
    expect(findArea('/invoicesx', PRIVATE_AREAS)).toBeUndefined();
    expect(findArea('/invoices/payx', PRIVATE_AREAS)?.remote).toBe('mfe_invoices');
  });

  it('knows the public registration pages', () => {
    expect(isPublicAreaPath('/register/abc')).toBe(true);
    expect(isPublicAreaPath('/auto-register/accounts')).toBe(true);
    expect(isPublicAreaPath('/reset-password/5')).toBe(true);
    // docs/security/account-changes.md: the link mailed to a new e-mail address opens without a login.
    expect(isPublicAreaPath('/confirm-email/tok')).toBe(true);
    expect(isPublicAreaPath('/invoices')).toBe(false);
  });
});
