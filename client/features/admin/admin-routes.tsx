/**
 * The admin area (docs/screens.md "Admin area"), mounted lazily by the app at /admin/*: the role
 * guard, the layout, every admin screen, and a not-found fallback inside the area.
 */
import { Route, Routes } from 'react-router-dom';
// The admin building blocks first, so each screen's own styles come after them.
import './ui/admin-ui.css';
import { AreaNotFound } from '../../components/signed-in-area-layout';
import { AuditLog } from './audit/audit-log';
import { AllBusinesses } from './businesses/all-businesses';
import { AllCategories } from './categories/all-categories';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { AllDeliveries } from './deliveries/all-deliveries';
import { AdminGuard } from './layout/admin-guard';
import { AdminLayout } from './layout/admin-layout';
import { AllMessages } from './messages/all-messages';
import { AllProductReviews } from './product-reviews/all-product-reviews';
import { AdminProfile } from './profile/admin-profile';
import { ReportedUsers } from './reports/reported-users';
import { AllRequests } from './requests/all-requests';
import { AllReviews } from './reviews/all-reviews';
import { AdminSettings } from './settings/admin-settings';
import { AdminSurveys } from './surveys/admin-surveys';
import { SurveyResponses } from './surveys/survey-responses';
import { AllUsers } from './users/all-users';
import { VerificationRequests } from './verification/verification-requests';

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
        <Route path="dashboard" element={<AdminDashboard />} />
        <Route path="all-users" element={<AllUsers />} />
        <Route path="all-businesses" element={<AllBusinesses />} />
        <Route path="verification" element={<VerificationRequests />} />
        <Route path="all-requests" element={<AllRequests />} />
        <Route path="all-categories" element={<AllCategories />} />
        <Route path="all-messages" element={<AllMessages />} />
        <Route path="reported-users" element={<ReportedUsers />} />
        <Route path="all-reviews" element={<AllReviews />} />
        <Route path="all-product-reviews" element={<AllProductReviews />} />
        <Route path="all-deliveries" element={<AllDeliveries />} />
        <Route path="surveys" element={<AdminSurveys />} />
        <Route path="surveys/:surveyId/responses" element={<SurveyResponses />} />
        <Route path="audit-log" element={<AuditLog />} />
        <Route path="profile" element={<AdminProfile />} />
        <Route path="aprofile" element={<AdminProfile />} />
        <Route path="settings" element={<AdminSettings />} />
        <Route path="*" element={<AreaNotFound home="/admin/dashboard" />} />
      </Route>
    </Routes>
  );
}
