import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { AuditLog } from '../audit/audit-log';
import { AllBusinesses } from '../businesses/all-businesses';
import { AllCategories } from '../categories/all-categories';
import { AdminDashboard } from '../dashboard/admin-dashboard';
import { AllDeliveries } from '../deliveries/all-deliveries';
import { AllMessages } from '../messages/all-messages';
import { AllProductReviews } from '../product-reviews/all-product-reviews';
import { ReportedUsers } from '../reports/reported-users';
import { AllRequests } from '../requests/all-requests';
import { AllReviews } from '../reviews/all-reviews';
import { AdminSurveys } from '../surveys/admin-surveys';
import { AllUsers } from '../users/all-users';
import { VerificationRequests } from '../verification/verification-requests';
import type { AdminIconName } from './admin-icons';

/**
 * The admin sidebar: every screen of docs/screens.md "Admin area", in the order an admin works
 * through them. The routes are made from it too (admin-routes.tsx), at /admin/{path}. The labels
 * are translated where they are shown (admin-sidebar.tsx).
 */
export type AdminNavItem = { path: string; label: MessageDescriptor; icon: AdminIconName; Screen: ComponentType };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: 'dashboard', label: msg`Dashboard`, icon: 'dashboard', Screen: AdminDashboard },
  { path: 'all-users', label: msg`Users`, icon: 'users', Screen: AllUsers },
  { path: 'all-businesses', label: msg`Businesses`, icon: 'store', Screen: AllBusinesses },
  { path: 'verification', label: msg`Verification`, icon: 'shield', Screen: VerificationRequests },
  { path: 'all-categories', label: msg`Categories`, icon: 'tag', Screen: AllCategories },
  { path: 'all-requests', label: msg`Requests`, icon: 'request', Screen: AllRequests },
  { path: 'all-reviews', label: msg`Reviews`, icon: 'star', Screen: AllReviews },
  { path: 'all-product-reviews', label: msg`Product Reviews`, icon: 'bag', Screen: AllProductReviews },
  { path: 'all-messages', label: msg`Messages`, icon: 'mail', Screen: AllMessages },
  { path: 'reported-users', label: msg`Reported Users`, icon: 'flag', Screen: ReportedUsers },
  { path: 'all-deliveries', label: msg`Deliveries`, icon: 'truck', Screen: AllDeliveries },
  { path: 'surveys', label: msg`Surveys`, icon: 'chart', Screen: AdminSurveys },
  { path: 'audit-log', label: msg`Audit Log`, icon: 'request', Screen: AuditLog },
];
