import { Route, Routes } from 'shared/router';
import { Page } from 'shared';
import { ProfilePage } from '../features/profile/components/profile-page';
import { UserFormPage } from '../features/user-form/components/user-form-page';
import { UsersPage } from '../features/users/components/users-page';

/** Exposed as 'mfe_admin/routes'; the shell mounts it inside its settings frame. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/settings/profile" element={<ProfilePage />} />
      <Route path="/settings/users" element={<UsersPage />} />
      <Route path="/settings/users/add" element={<UserFormPage />} />
      <Route path="/settings/users/add/:request" element={<UserFormPage />} />
      <Route path="/settings/users/:userId" element={<UserFormPage />} />
      <Route path="/settings/registration-requests" element={<Page title="Registration Requests" />} />
      <Route path="/settings/configuration" element={<Page title="Configuration" />} />
    </Routes>
  );
}
