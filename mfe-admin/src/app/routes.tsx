import { Route, Routes } from 'shared/router';
import { Page } from 'shared';
import { RequireSettingsPermission } from '../components/require-settings-permission';
import { ConfigurationPage } from '../features/configuration/components/configuration-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RegistrationRequestsPage } from '../features/registration-requests/components/registration-requests-page';

/** Exposed as 'mfe_admin/routes'; the shell mounts it inside its settings frame. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/settings/profile" element={<ProfilePage />} />
      <Route path="/settings/users/*" element={<Page title="User Management" />} />
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
