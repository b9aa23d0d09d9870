import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/status';
import HomePage from '../features/home/home-page';
import { releaseFirstRender } from './first-screen';
import { TakeOverOnNavigation } from './first-view';
import { PublicLayout } from './layout';
import { ScrollToTop } from './scroll-to-top';

// Home ships in the entry chunk (it is the 2G landing page); every other route is its own chunk.
const DirectoryPage = lazy(() => import('../features/directory/directory-page'));
const CategoriesPage = lazy(() => import('../features/categories/categories-page'));
const CategoryBusinessesPage = lazy(() => import('../features/category-businesses/category-businesses-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const BusinessProfilePage = lazy(() => import('../features/business-profile/business-profile-page'));
const ProductReviewsPage = lazy(() => import('../features/product-reviews/product-reviews-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const VerifyPage = lazy(() => import('../features/auth/verify-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const PrivacyPage = lazy(() => import('../features/pages/privacy-page'));
const FaqPage = lazy(() => import('../features/pages/faq-page'));
const HelpPage = lazy(() => import('../features/pages/help-page'));
const NotFoundPage = lazy(() => import('../features/pages/not-found-page'));
const SurveysPage = lazy(() => import('../features/surveys/surveys-page'));
const SurveyTakePage = lazy(() => import('../features/surveys/survey-take-page'));
const OutboxPage = lazy(() => import('../features/offline/outbox-page'));
// The signed-in areas bring their own layout and role guard (docs/screens.md "Role guard").
const UserRoutes = lazy(() => import('../features/user/user-routes'));
const VendorRoutes = lazy(() => import('../features/vendor/vendor-routes'));
const AdminRoutes = lazy(() => import('../features/admin/admin-routes'));

/** The public routes, surveys included (docs/screens.md "Public site"), and the three signed-in areas. */
export function App() {
  // children's effects run first: home has taken its hold by now
  useEffect(releaseFirstRender, []);
  return (
    <BrowserRouter>
      <ScrollToTop />
      <TakeOverOnNavigation />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="user/*" element={<UserRoutes />} />
          <Route path="vendor/*" element={<VendorRoutes />} />
          <Route path="admin/*" element={<AdminRoutes />} />
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path="contact-us" element={<ContactPage />} />
            <Route path="privacy-policy" element={<PrivacyPage />} />
            <Route path="businesses-directory" element={<DirectoryPage />} />
            <Route path="business-profile/:id/:nameSlug?/:placeSlug?" element={<BusinessProfilePage />} />
            <Route path="category/:categoryId/:categoryName?" element={<CategoryBusinessesPage />} />
            {/* a district's page is the server's (server/pages/place-pages.ts); started by a tap, the app shows the category */}
            <Route path="category/:categoryId/:categoryName/:place" element={<CategoryBusinessesPage />} />
            <Route path="verify" element={<VerifyPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="busines-categories" element={<CategoriesPage />} />
            <Route path="product-reviews" element={<ProductReviewsPage />} />
            <Route path="service-and-products" element={<ServicesPage />} />
            <Route path="surveys" element={<SurveysPage />} />
            <Route path="surveys/:surveyId/take" element={<SurveyTakePage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="help" element={<HelpPage />} />
            <Route path="sync" element={<OutboxPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
