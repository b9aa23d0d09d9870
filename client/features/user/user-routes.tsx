/** The user area (docs/screens.md "User area"): /user/* behind the USER role guard, each screen loaded on demand. */
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaNotFound, SignedInAreaLayout } from '../../components/signed-in-area-layout';

const Dashboard = lazy(() => import('./user-dashboard-screen'));
const MySearches = lazy(() => import('./my-searches-screen'));
const GetQuotes = lazy(() => import('./get-quotes-screen'));
const MyBids = lazy(() => import('./my-bids-screen'));
const MyReviews = lazy(() => import('./my-reviews-screen'));
const ProductReviews = lazy(() => import('./product-reviews-screen'));
const Profile = lazy(() => import('./profile-screen'));
const Settings = lazy(() => import('./settings-screen'));

const LINKS = [
  { to: '/user/dashboard', label: 'Dashboard' },
  { to: '/user/my-searches', label: 'My Searches' },
  { to: '/user/get-quotes', label: 'Get quotes' },
  { to: '/user/my-bids', label: 'My Bids & Quotes' },
  { to: '/user/my-reviews', label: 'My Reviews' },
  { to: '/user/product-reviews', label: 'Product Reviews' },
  { to: '/user/profile', label: 'Profile Settings' },
  { to: '/user/settings', label: 'Settings' },
] as const;

export default function UserRoutes() {
  return (
    <Routes>
      <Route element={<SignedInAreaLayout role="USER" title="My Account" links={LINKS} />}>
        <Route index element={<Dashboard />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="my-searches" element={<MySearches />} />
        <Route path="get-quotes" element={<GetQuotes />} />
        <Route path="my-bids" element={<MyBids />} />
        <Route path="my-reviews" element={<MyReviews />} />
        <Route path="product-reviews" element={<ProductReviews />} />
        <Route path="profile" element={<Profile />} />
        <Route path="settings" element={<Settings />} />
        <Route path="search" element={<Navigate to="/businesses-directory" replace />} />
        <Route path="*" element={<AreaNotFound home="/user/dashboard" />} />
      </Route>
    </Routes>
  );
}
