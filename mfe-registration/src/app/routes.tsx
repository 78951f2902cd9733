import { lazy } from 'react';
import { Navigate, Route, Routes } from 'shared/router';
import { PATHS } from '../config/paths';
import { InvitePage } from '../features/invite/components/invite-page';
import { RequestResetPage } from '../features/password-reset/components/request-reset-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { RegistrationRequestPage } from '../features/registration-request/components/registration-request-page';
import { AccountsPage } from '../features/self-registration/components/accounts-page';
import { ConfirmInstructionsPage } from '../features/self-registration/components/confirm-instructions-page';
import { ConfirmPage } from '../features/self-registration/components/confirm-page';
import { CreateUserPage } from '../features/self-registration/components/create-user-page';
import { WaitingConfirmationPage } from '../features/self-registration/components/waiting-confirmation-page';

/*
 * Only a mailed link leads to /confirm-email (docs/security/account-changes.md): it loads when opened,
 * so the other public pages do not carry it (docs/architecture/frontend.md#javascript-budgets). The
 * shell's area shows its spinner meanwhile.
 */
const ConfirmEmailPage = lazy(() =>
  import('../features/email-change/components/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);

/** Exposed as 'mfe_registration/routes'; the shell renders it in its public layout (docs/product/registration.md). */
export default function RegistrationRoutes() {
  return (
    <Routes>
      <Route path={PATHS.invite} element={<InvitePage />} />
      <Route path={PATHS.registrationRequest} element={<RegistrationRequestPage />} />
      <Route path={PATHS.requestReset} element={<RequestResetPage />} />
      <Route path={PATHS.reset} element={<ResetPasswordPage />} />
      <Route path={PATHS.accounts} element={<AccountsPage />} />
      <Route path={PATHS.create} element={<CreateUserPage />} />
      <Route path={PATHS.confirmInstructions} element={<ConfirmInstructionsPage />} />
      <Route path={PATHS.confirm} element={<ConfirmPage />} />
      <Route path={PATHS.waiting} element={<WaitingConfirmationPage />} />
      <Route path={PATHS.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path="/auto-register" element={<Navigate to={PATHS.accounts} replace />} />
      <Route path="*" element={<Navigate to={PATHS.login} replace />} />
    </Routes>
  );
}
