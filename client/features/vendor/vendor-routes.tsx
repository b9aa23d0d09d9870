/**
 * The vendor area (docs/screens.md "Vendor area"): /vendor/* behind the VENDOR role guard, each
 * screen loaded on demand.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaNotFound, SignedInAreaLayout } from '../../components/signed-in-area-layout';
import { hasRole, useSession } from '../../lib/session';
import { useMyBusiness } from './use-my-business';

const Dashboard = lazy(() => import('./vendor-dashboard-screen'));
const Leads = lazy(() => import('./leads-screen'));
const MyBusiness = lazy(() => import('./my-business-screen'));
const Reviews = lazy(() => import('./reviews-screen'));
const ProductReviews = lazy(() => import('./product-reviews-screen'));
const Profile = lazy(() => import('./profile-screen'));
const Deliveries = lazy(() => import('./deliveries-screen'));
const Settings = lazy(() => import('./settings-screen'));

function VendorLayout() {
  const { business } = useMyBusiness(hasRole(useSession(), 'VENDOR'));
  const { t } = useLingui();
  const links = [
    { to: '/vendor/dashboard', label: t`Dashboard` },
    { to: business ? `/vendor/leads/${business.id}` : '/vendor/leads', label: t`Leads` },
    { to: '/vendor/my-business', label: t`My Business` },
    { to: '/vendor/reviews', label: t`My Reviews` },
    { to: '/vendor/product-reviews', label: t`Product Reviews` },
    { to: '/vendor/deliveries', label: t`Deliveries` },
    { to: '/vendor/profile', label: t`Profile` },
    { to: '/vendor/settings', label: t`Settings` },
  ];
  return <SignedInAreaLayout role="VENDOR" title={t`Vendor`} links={links} />;
}

export default function VendorRoutes() {
  return (
    <Routes>
      <Route element={<VendorLayout />}>
        <Route index element={<Dashboard />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="leads" element={<Leads />} />
        <Route path="leads/:businessId" element={<Leads />} />
        <Route path="my-business" element={<MyBusiness />} />
        <Route path="reviews" element={<Reviews />} />
        <Route path="product-reviews" element={<ProductReviews />} />
        <Route path="profile" element={<Profile />} />
        <Route path="deliveries" element={<Deliveries />} />
        <Route path="settings" element={<Settings />} />
        <Route path="*" element={<AreaNotFound home="/vendor/dashboard" />} />
      </Route>
    </Routes>
  );
}
