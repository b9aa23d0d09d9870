import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries (decision 001): sync/ imports neither side; browser code never imports the server. */
const browserBoundary = {
  patterns: [
    { group: ['**/server/**', '../server', '../../server'], message: 'client/ and sw/ must not import server/.' },
    { group: ['**/db/**', '../db', '../../db'], message: 'client/ and sw/ must not import db/.' },
  ],
};
const syncBoundary = {
  patterns: [
    {
      group: ['**/server/**', '**/db/**', '**/client/**', '**/sw/**'],
      message: 'sync/ is shared: it imports nothing from either side.',
    },
  ],
};

// any `.transaction(` call, whatever the handle is named (`deps.db`, a `database` or `client` alias)
const namedTransactions = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'Open a transaction with writeTx or readTx (db/client.ts, decision 009).',
};
/**
 * An answer is kept under the signed-in account (accountKey, client/lib/server-state.ts): a
 * feature's bare key given to the query client matches nothing (decision 008 "Key factories").
 */
const keysUnderTheAccount = {
  selector:
    "Property[key.name='queryKey'] > CallExpression.value[callee.type='MemberExpression'][callee.object.name=/Keys$/]",
  message:
    "Put a feature's key under the account: queryKey: accountKey(xKeys.…) (client/lib/server-state.ts, decision 008).",
};
/** A replacement string reads `$\``, `$'` and `$&` in text as parts of the template around it. */
const replaceWithFunctions = {
  selector:
    'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(ArrowFunctionExpression|FunctionExpression)$/])',
  message:
    "In server/pages, replace() and replaceAll() take a function, never a string: a replacement string reads $` $' $& in text as template (server/pages/page-html.ts).",
};

export default tseslint.config(
  // bench/.data holds the benchmarks' cached databases and builds (git-ignored), not source
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'db/migrations/**',
      'screenshots/**',
      'coverage/**',
      'bench/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        // the plain-JavaScript Lingui transform that Node's module hooks load (scripts/lingui-babel.mjs)
        projectService: { allowDefaultProject: ['scripts/*.mjs', 'server/i18n/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', browserBoundary],
      'no-restricted-syntax': ['error', keysUnderTheAccount],
    },
  },
  {
    files: ['sync/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', syncBoundary] },
  },
  {
    // decision 009: a transaction says what it is, writeTx or readTx (db/client.ts)
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', namedTransactions] },
  },
  {
    // a page is assembled without replacement strings (server/pages/page-html.ts, docs/security.md)
    files: ['server/pages/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', namedTransactions, replaceWithFunctions] },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
