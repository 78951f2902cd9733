import { Route, Routes } from 'shared/router';
import { RequireSettingsPermission } from '../components/require-settings-permission';
import { ActedForYouSection } from '../features/acted-for-you/components/acted-for-you-section';
import { ConfigurationPage } from '../features/configuration/components/configuration-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SecuritySection } from '../features/second-factor/components/security-section';
import { RegistrationRequestsPage } from '../features/registration-requests/components/registration-requests-page';
import { SessionsSection } from '../features/sessions/components/sessions-section';
import { UserFormPage } from '../features/user-form/components/user-form-page';
import { UsersPage } from '../features/users/components/users-page';

/** Exposed as 'mfe_admin/routes'; the shell mounts it inside its settings frame. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/settings/profile"
        element={
          <ProfilePage>
            <ActedForYouSection />
            <SessionsSection />
            <SecuritySection />
          </ProfilePage>
        }
      />
      <Route path="/settings/users" element={<UsersPage />} />
      <Route path="/settings/users/add" element={<UserFormPage />} />
      <Route path="/settings/users/add/:request" element={<UserFormPage />} />
      <Route path="/settings/users/:userId" element={<UserFormPage />} />
      <Route
        path="/settings/registration-requests"
        element={<RequireSettingsPermission permission="CanManageRegistrationRequests"><RegistrationRequestsPage /></RequireSettingsPermission>}
      />
      <Route
        path="/settings/configuration"
        element={<RequireSettingsPermission permission="CanEditSystemConfig"><ConfigurationPage /></RequireSettingsPermission>}
      />
    </Routes>
  );
}
