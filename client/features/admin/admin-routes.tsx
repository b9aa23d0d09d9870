/**
 * The admin area (docs/screens.md "Admin area"), mounted lazily by the app at /admin/*: the role
 * guard, the layout, every admin screen, and a not-found fallback inside the area.
 */
import { Route, Routes } from 'react-router-dom';
// The admin building blocks first, so each screen's own styles come after them.
import './ui/admin-ui.css';
import { AreaNotFound } from '../../components/signed-in-area-layout';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { AdminGuard } from './layout/admin-guard';
import { AdminLayout } from './layout/admin-layout';
import { ADMIN_NAV } from './layout/admin-nav';
import { AdminProfile } from './profile/admin-profile';
import { AdminSettings } from './settings/admin-settings';
import { SurveyResponses } from './surveys/survey-responses';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        }
      >
        <Route index element={<AdminDashboard />} />
        {ADMIN_NAV.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="surveys/:surveyId/responses" element={<SurveyResponses />} />
        <Route path="profile" element={<AdminProfile />} />
        <Route path="aprofile" element={<AdminProfile />} />
        <Route path="settings" element={<AdminSettings />} />
        <Route path="*" element={<AreaNotFound home="/admin/dashboard" />} />
      </Route>
    </Routes>
  );
}
