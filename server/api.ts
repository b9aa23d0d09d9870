import { Hono } from 'hono';
import { authRoutes } from './auth/auth-routes';
import type { AppEnv } from './context';
import { alertSettingsRoutes, pushRoutes } from './features/alerts/alert-routes';
import { adminAuditRoutes } from './features/audit/audit-routes';
import { businessRoutes } from './features/businesses/business-routes';
import { categoryRoutes } from './features/categories/category-routes';
import { messageRoutes } from './features/messages/message-routes';
import { productReviewRoutes } from './features/product-reviews/product-review-routes';
import { businessProductRoutes, productServiceRoutes } from './features/products/product-routes';
import { reviewRoutes } from './features/reviews/review-routes';
import { statsRoutes } from './features/stats/stats-routes';
import { uploadRoutes } from './features/uploads/upload-routes';
import { adminStatsRoutes, businessDashboardRoutes } from './features/dashboards/dashboard-routes';
import { deliveryRoutes } from './features/deliveries/delivery-routes';
import { reportRoutes } from './features/reports/report-routes';
import { bidRoutes } from './features/searches/bid-routes';
import { searchRoutes } from './features/searches/search-routes';
import { surveyRoutes } from './features/surveys/survey-routes';
import { profileRoutes } from './features/users/profile-routes';
import { usersRoutes } from './features/users/users-routes';
import { businessVerificationRoutes, verificationRoutes } from './features/verification/verification-routes';
import { syncRoutes } from './sync/sync-routes';
import { readiness } from './ops/readiness';

/**
 * Every /api route group, mounted in one place. Each group's file lives under
 * server/features/<feature>/ beside its domain functions.
 */
export const api = new Hono<AppEnv>()
  // server/ops/lifecycle.ts step 1: alive (a process to keep), and ready (one to send requests to)
  .get('/health', (c) => {
    const draining = c.var.deps.lifecycle?.draining === true;
    return draining ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ok' });
  })
  .get('/ready', async (c) => {
    const state = await readiness(c.var.deps.db, c.var.deps.lifecycle);
    return state.ready ? c.json({ status: 'ready' }) : c.json({ status: state.status, message: state.reason }, 503);
  })
  .route('/auth', authRoutes)
  .route('/categories', categoryRoutes)
  .route('/businesses/dashboard', businessDashboardRoutes)
  .route('/stats/admin', adminStatsRoutes)
  .route('/businesses', businessRoutes)
  .route('/businesses', businessProductRoutes)
  .route('/businesses', businessVerificationRoutes)
  .route('/product-services', productServiceRoutes)
  .route('/reviews', reviewRoutes)
  .route('/product-reviews', productReviewRoutes)
  .route('/messages', messageRoutes)
  .route('/stats', statsRoutes)
  .route('/uploads', uploadRoutes)
  .route('/searches', searchRoutes)
  .route('/bids', bidRoutes)
  .route('/deliveries', deliveryRoutes)
  .route('/reports', reportRoutes)
  .route('/users', usersRoutes)
  .route('/user', profileRoutes)
  .route('/surveys', surveyRoutes)
  .route('/verification', verificationRoutes)
  .route('/admin', adminAuditRoutes)
  .route('/push', pushRoutes)
  .route('/alerts', alertSettingsRoutes)
  .route('/sync', syncRoutes);

export type AppType = typeof api;
