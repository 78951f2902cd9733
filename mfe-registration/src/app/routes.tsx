import { lazy } from 'react';
import { Navigate, Route, Routes } from 'shared/router';
import { PATHS } from '../config/paths';
import { AccountsPage } from '../features/self-registration/components/accounts-page';

/*
 * The pages after the first step of registering, and those of the access request and of mailed
 * links, load when opened: the first page a newcomer sees (the accounts step) does not carry them
 * (docs/architecture/frontend.md#javascript-budgets). The shell's area shows its spinner meanwhile.
 */
const CreateUserPage = lazy(() =>
  import(/* webpackChunkName: "registration-steps" */ '../features/self-registration/components/create-user-page').then((m) => ({ default: m.CreateUserPage })),
);
const ConfirmInstructionsPage = lazy(() =>
  import(/* webpackChunkName: "registration-steps" */ '../features/self-registration/components/confirm-instructions-page').then((m) => ({
    default: m.ConfirmInstructionsPage,
  })),
);
const ConfirmPage = lazy(() =>
  import(/* webpackChunkName: "registration-steps" */ '../features/self-registration/components/confirm-page').then((m) => ({ default: m.ConfirmPage })),
);
const WaitingConfirmationPage = lazy(() =>
  import(/* webpackChunkName: "registration-steps" */ '../features/self-registration/components/waiting-confirmation-page').then((m) => ({
    default: m.WaitingConfirmationPage,
  })),
);
const InvitePage = lazy(() => import(/* webpackChunkName: "public-forms" */ '../features/invite/components/invite-page').then((m) => ({ default: m.InvitePage })));
const RegistrationRequestPage = lazy(() =>
  import(/* webpackChunkName: "public-forms" */ '../features/registration-request/components/registration-request-page').then((m) => ({
    default: m.RegistrationRequestPage,
  })),
);
const RequestResetPage = lazy(() =>
  import(/* webpackChunkName: "public-forms" */ '../features/password-reset/components/request-reset-page').then((m) => ({ default: m.RequestResetPage })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "public-forms" */ '../features/password-reset/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);

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
