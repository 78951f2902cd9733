import { Route, Routes } from 'shared/router';
import { Page } from 'shared';

/** Exposed as 'mfe_registration/routes'; the shell renders it in its public layout. */
export default function RegistrationRoutes() {
  return (
    <Routes>
      <Route path="/register/:token" element={<Page title="Accept Invitation" />} />
      <Route path="/registration-request" element={<Page title="Registration Request" />} />
      <Route path="/request-password-reset" element={<Page title="Reset Password" />} />
      <Route path="/reset-password/:id" element={<Page title="New Password" />} />
      <Route path="/auto-register/*" element={<Page title="Register" />} />
    </Routes>
  );
}
