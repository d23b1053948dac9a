// Lint rules for the whole workspace. The import boundary rule keeps the web app's layers one-way:
// app → features → shared (components, lib, config); a feature never imports another feature.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// React Router's own Link carries framework mode's prefetching into every page's first load
// (components/ui/link.tsx says what it costs).
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Use Link from '@/components/ui/link.tsx' (an address elsewhere: ExternalLink).",
};

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/dist-e2e', 'data', '.e2e-runs', 'apps/server/drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/server/**', 'e2e/**', 'tools/**', 'packages/**', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [routerLinks] }],
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['handle', 'loader'] },
      ],
    },
  },
  {
    // A page's first Intl object costs 40–100 ms of main thread (ICU loads its locale data), 4× that on
    // a phone: pages format with lib/format-date, format-number and format-price, sort with
    // lib/compare-text (its Collator is made on first use: 23–131 ms in headless Chromium 156,
    // 2026-12-02), and region names come from the API. Code that runs in a worker or long after the
    // first paint may opt out.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.worker.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Use the formatters in lib/ (format-date, format-number, format-price).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({
            property,
            message:
              'Use the formatters in lib/ (format-date, format-number, compare-text): Intl is slow to start.',
          }),
        ),
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'A feature imports only shared code, never another feature or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib,config}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
);
