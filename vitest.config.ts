import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './scripts/lingui-vite';

/**
 * The server suites that also run on PostgreSQL (decision 013): the API, sync, security and
 * reliability suites whose SQL is portable so far; the rest follow as their SQL is made so.
 * These stay on SQLite alone:
 * - about SQLite's own file: test/reliability/crash-safety.test.ts (what a killed server
 *   acknowledged is in the file, integrity_check, the WAL; on PostgreSQL the database server is
 *   not the process killed, and exactly-once through kills is alerts-crash's and exactly-once's),
 *   test/security/auth-files.test.ts (the file, its WAL and a secret generated beside it kept
 *   private; with DATABASE_URL a server refuses to generate its secret), graceful-shutdown and
 *   restore-drill (the WAL checkpoint, the file's backups).
 * The slowest here, measured alone on the loaded 2-core machine: server/pages/sitemap-scale (seeds
 * 60,000 businesses, 85–105 s), test/security/auth-lockout (its figure sends 8,230 sign-in
 * requests, 50–60 s), server/sync/areas (6,000 businesses, 23–30 s).
 */
const POSTGRES_SUITES = [
  'db/dialect.test.ts',
  'server/auth/auth.test.ts',
  'server/auth/client-address.test.ts',
  'server/auth/client-key.test.ts',
  'server/features/admin-list-search.test.ts',
  'server/features/alerts/alerts.test.ts',
  'server/features/audit/admin-export.test.ts',
  'server/features/audit/audit-log.test.ts',
  'server/features/businesses/bad-input.test.ts',
  'server/features/businesses/business-admin-list.test.ts',
  'server/features/businesses/business-edit.test.ts',
  'server/features/businesses/business-hours.test.ts',
  'server/features/businesses/business-lists.test.ts',
  'server/features/businesses/business-places.test.ts',
  'server/features/businesses/business-routes.test.ts',
  'server/features/businesses/business-search-pg.test.ts',
  'server/features/businesses/business-search.test.ts',
  'server/features/businesses/demoted-vendor.test.ts',
  'server/features/businesses/search-needs.test.ts',
  'server/features/businesses/write-permissions.test.ts',
  'server/features/categories/category-routes.test.ts',
  'server/features/categories/deactivated-category.test.ts',
  'server/features/dashboards/dashboards.test.ts',
  'server/features/dashboards/month-window.test.ts',
  'server/features/deliveries/deliveries.test.ts',
  'server/features/messages/message-routes.test.ts',
  'server/features/product-reviews/product-review-bulk.test.ts',
  'server/features/product-reviews/product-review-moderation.test.ts',
  'server/features/product-reviews/product-review-routes.test.ts',
  'server/features/products/product-edit.test.ts',
  'server/features/products/product-routes.test.ts',
  'server/features/reports/reports.test.ts',
  'server/features/reviews/review-moderation-bulk.test.ts',
  'server/features/reviews/review-routes.test.ts',
  'server/features/searches/domain-functions.test.ts',
  'server/features/searches/request-for-quote.test.ts',
  'server/features/searches/request-to-hire.test.ts',
  'server/features/stats/stats-routes.test.ts',
  'server/features/surveys/survey-csv.test.ts',
  'server/features/surveys/surveys.test.ts',
  'server/features/uploads/image-queue.test.ts',
  'server/features/uploads/sweep-uploads.test.ts',
  'server/features/uploads/upload-routes.test.ts',
  'server/features/uploads/uploads-in-bucket.test.ts',
  'server/features/users/bad-input.test.ts',
  'server/features/users/permissions-table.test.ts',
  'server/features/users/suspension-hides-business.test.ts',
  'server/features/users/users.test.ts',
  'server/features/verification/verification.test.ts',
  'server/http/busy-database.test.ts',
  'server/main.test.ts',
  'server/ops/readiness.test.ts',
  'server/pages/preview-images.test.ts',
  'server/pages/market-pages.test.ts',
  'server/pages/public-pages.test.ts',
  'server/pages/sitemap-scale.test.ts',
  'server/sync/areas.test.ts',
  'server/sync/convergence.test.ts',
  'server/sync/pull-area.test.ts',
  'server/sync/pull-cache.test.ts',
  'server/sync/pull-categories.test.ts',
  'server/sync/pull.test.ts',
  'server/sync/push.test.ts',
  'test/reliability/alerts-crash.test.ts',
  'test/reliability/concurrency.test.ts',
  'test/reliability/exactly-once.test.ts',
  'test/reliability/offline-for-a-day.test.ts',
  'test/reliability/outbox-rejections.test.ts',
  'test/reliability/two-servers-alerts.test.ts',
  'test/reliability/two-servers.test.ts',
  'test/security/abuse-limits.test.ts',
  'test/security/access-tokens.test.ts',
  'test/security/auth-lockout.test.ts',
  'test/security/auth-sessions.test.ts',
  'test/security/authorization-matrix.test.ts',
  'test/security/body-shape-fuzz.test.ts',
  'test/security/browser-headers.test.ts',
  'test/security/fuzz.test.ts',
  'test/security/idempotency.test.ts',
  'test/security/image-cost.test.ts',
  'test/security/mass-assignment.test.ts',
  'test/security/new-businesses.test.ts',
  'test/security/one-time-codes.test.ts',
  'test/security/page-assembly.test.ts',
  'test/security/page-cost.test.ts',
  'test/security/preview-bursts.test.ts',
  'test/security/privacy-and-keys.test.ts',
  'test/security/pull-scopes.test.ts',
  'test/security/request-bodies.test.ts',
  'test/security/role-before-body.test.ts',
  'test/security/session-limits.test.ts',
  'test/security/site-origin.test.ts',
  'test/security/uploads.test.ts',
  'test/security/write-limits.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        // the server renders the app's components, whose messages are Lingui macros
        plugins: linguiPlugins(),
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'db/**/*.test.ts', 'sync/**/*.test.ts', 'test/**/*.test.ts'],
          // servers sharing one database: PostgreSQL only (the server-pg project)
          exclude: ['test/reliability/two-servers.test.ts', 'test/reliability/two-servers-alerts.test.ts'],
          globalSetup: ['test/setup/global-setup.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // the same server suites on PostgreSQL (decision 013): each test app gets a database of its
        // own in one private cluster; the URL here only chooses the engine (db/engine.ts)
        plugins: linguiPlugins(),
        test: {
          name: 'server-pg',
          environment: 'node',
          // PG_SUITES=glob,glob runs others on PostgreSQL while their SQL is being made portable
          include: process.env.PG_SUITES?.split(',') ?? POSTGRES_SUITES,
          env: { DATABASE_URL: 'postgres://test-cluster/chosen-by-test-setup' },
          globalSetup: ['test/setup/postgres-setup.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [...linguiPlugins(), react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['test/setup/client-setup.ts', 'test/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // the tests start the real server in-process, which renders the app's components
        plugins: linguiPlugins(),
        test: {
          name: 'e2e',
          environment: 'node',
          // after the other projects: the browser's timings must not share two cores with the
          // PostgreSQL suites (a full run of both at once timed out the offline Leads screen)
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['test/setup/global-setup.ts', 'e2e/support/build-once.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
