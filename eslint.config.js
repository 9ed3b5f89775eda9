import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint-feature-boundaries.js';
import { moduleBoundaries } from './tools/eslint-module-boundaries.js';

/**
 * Imports between server modules that the module rule still lets through, each to become a service (or a
 * *.types.ts) of the module it reaches; decision 026 names who owns which table and why each is here. Add none.
 */
const MODULE_EXCEPTIONS = {
  'clinic-setup': [
    'catalog/catalog-writes.repository',
    'images/image-files',
    'images/image-processing',
    'messages/messages.repository',
    'payments/payments-ledger.repository',
  ],
  'data-rights': ['identity/sessions.repository'],
  staff: ['appointments/desk/agenda', 'appointments/series/series-dates', 'identity/customers.repository'],
  waitlist: ['messaging/message-texts'],
};
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '.data-e2e*/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
    },
  },
  {
    // Server layers: routes speak HTTP; services, repositories and jobs never import Fastify or src/http. A module's
    // *.module.ts wires it and registers its routes, so it may.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.module.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'Only *.routes.ts speak HTTP; take plain values (and lib/logger.ts Logger) instead.',
            },
            { regex: '(^|/)http/', message: 'Services never import HTTP code; shared helpers live in src/lib.' },
          ],
        },
      ],
    },
  },
  {
    // Server modules meet only through each other's *.module.ts, *.service.ts and *.types.ts; tests reach tables
    // only through test/helpers/ (tools/eslint-module-boundaries.js).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/test/**/*.ts'],
    plugins: { server: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'server/module-boundaries': ['error', { allow: MODULE_EXCEPTIONS }] },
  },
  {
    // One concern a file: source files stay under 300 lines. The schema, the locales' texts and tests are lists.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'tools/**/*.js', 'deploy/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/db/schema.ts', 'apps/web/src/locales/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Right-to-left from the first line: physical directions break Hebrew layouts.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(^|\\s)-?(ml|mr|pl|pr|left|right)-/]',
          message: 'Use logical spacing and position (ms-/me-/ps-/pe-/start-/end-) so Hebrew mirrors.',
        },
        {
          selector: 'TemplateElement[value.raw=/(^|\\s)-?(ml|mr|pl|pr|left|right)-/]',
          message: 'Use logical spacing and position (ms-/me-/ps-/pe-/start-/end-) so Hebrew mirrors.',
        },
        {
          // Arabic's digits are chosen once (lib/intl-locale.ts): the raw language would bring Arabic-Indic ones.
          selector:
            'NewExpression[callee.object.name="Intl"] > MemberExpression.arguments:first-child[property.name="language"]',
          message: 'Format with intlLocale(i18n.language), not the raw language.',
        },
      ],
    },
  },
);
