/**
 * Lingui (docs/decisions/014-three-languages-with-lingui.md): English is the source; Luganda (lg) and Swahili (sw) are
 * translated in `locales/{locale}.po`, one catalog per language for the app, the server's pages and
 * its e-mails. `npm run i18n:extract` adds new messages to every catalog and drops unused ones;
 * the catalog check in `npm test` (test/i18n/catalogs.test.ts) fails until that is done and every
 * message is translated.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'lg', 'sw'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['<rootDir>/client', '<rootDir>/server', '<rootDir>/sync'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
