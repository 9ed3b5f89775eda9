import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './tools/eslint-feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
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
    // Server layers: routes speak HTTP; services, repositories and jobs never import Fastify or src/http.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/lib/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.test.ts'],
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
