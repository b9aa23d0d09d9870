/** The user area (docs/screens.md "User area"): /user/* behind the USER role guard, each screen loaded on demand. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaNotFound, SignedInAreaLayout } from '../../components/signed-in-area-layout';

/** Each screen: its path under /user, its link in the menu (in this order), its code, loaded on demand. */
const SCREENS = [
  { path: 'dashboard', label: msg`Dashboard`, Screen: lazy(() => import('./user-dashboard-screen')) },
  { path: 'my-searches', label: msg`My Searches`, Screen: lazy(() => import('./my-searches-screen')) },
  { path: 'get-quotes', label: msg`Get quotes`, Screen: lazy(() => import('./get-quotes-screen')) },
  { path: 'my-bids', label: msg`My Bids & Quotes`, Screen: lazy(() => import('./my-bids-screen')) },
  { path: 'my-reviews', label: msg`My Reviews`, Screen: lazy(() => import('./my-reviews-screen')) },
  { path: 'product-reviews', label: msg`Product Reviews`, Screen: lazy(() => import('./product-reviews-screen')) },
  { path: 'profile', label: msg`Profile Settings`, Screen: lazy(() => import('./profile-screen')) },
  { path: 'settings', label: msg`Settings`, Screen: lazy(() => import('./settings-screen')) },
] as const;

type ScreenPath = (typeof SCREENS)[number]['path'];

/**
 * The link to one screen of the area, named as in the menu (the dashboard's quick actions): its
 * label a message, translated where the link is shown.
 */
export function userAreaLink(path: ScreenPath): { to: string; label: MessageDescriptor } {
  return { to: `/user/${path}`, label: SCREENS.find((s) => s.path === path)!.label };
}

const LINKS = SCREENS.map(({ path }) => userAreaLink(path));
const Dashboard = SCREENS[0].Screen;

export default function UserRoutes() {
  const { t } = useLingui();
  const links = LINKS.map((link) => ({ to: link.to, label: t(link.label) }));
  return (
    <Routes>
      <Route element={<SignedInAreaLayout role="USER" title={t`My Account`} links={links} />}>
        <Route index element={<Dashboard />} />
        {SCREENS.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="search" element={<Navigate to="/businesses-directory" replace />} />
        <Route path="*" element={<AreaNotFound home="/user/dashboard" />} />
      </Route>
    </Routes>
  );
}
