import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/status';
import HomePage from '../features/home/home-page';
import { releaseFirstRender } from './first-screen';
import { TakeOverOnNavigation, type FirstViewData } from './first-view';
import { PublicLayout } from './layout';
import { ScrollToTop } from './scroll-to-top';

/** A lazily loaded route that can be loaded ahead of its first render, which then shows it at once. */
type Route = ComponentType & { load(): Promise<void> };

/**
 * A route's screen in a chunk of its own. Loaded by `load()` before the app's first render (a page
 * the server sent, rendered over: ./first-view.ts), that render is the screen, not the loading state
 * `lazy` shows until its module has come, even when the module is already there.
 */
function lazyRoute(importer: () => Promise<{ default: ComponentType }>): Route {
  let loaded: ComponentType | undefined;
  const load = () =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  // chosen once per mount: a screen first drawn through `lazy` stays so once its module has come
  const Screen = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Screen, { load: () => load().then(() => undefined) });
}

// Home ships in the entry chunk (it is the 2G landing page); every other route is its own chunk.
const DirectoryPage = lazyRoute(() => import('../features/directory/directory-page'));
const CategoriesPage = lazyRoute(() => import('../features/categories/categories-page'));
const CategoryBusinessesPage = lazyRoute(() => import('../features/category-businesses/category-businesses-page'));
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

/** The screens of the pages the app renders over as the server sent them (./first-view.ts), by the page's kind. */
const FIRST_VIEW_ROUTES: Partial<Record<FirstViewData['kind'], Route>> = {
  categories: CategoriesPage,
  category: CategoryBusinessesPage,
  directory: DirectoryPage,
};

/** Loads the screen of a page of `kind` (none for home, which is in the entry chunk). */
export function loadRouteOf(kind: FirstViewData['kind']): Promise<void> {
  return FIRST_VIEW_ROUTES[kind]?.load() ?? Promise.resolve();
}

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
