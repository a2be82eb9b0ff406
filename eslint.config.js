import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint/resourceBoundaries.js';

/** react-hook-form's field binding, which react-admin's inputs already wrap. */
const FORM_FIELDS = [
  {
    name: 'react-hook-form',
    importNames: ['Controller', 'useController'],
    message: "Use react-admin's inputs, or its useInput, to bind a form field.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'scripts/*.cjs',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Forms bind their fields through react-admin's inputs (or its `useInput`).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: FORM_FIELDS }] },
  },
  {
    // Screens reach the server through the data provider; only the providers use the http client.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: FORM_FIELDS,
          patterns: [
            {
              regex: '(^|/)providers/http(\\.ts)?$',
              message:
                'Call the server through the data provider (usePortalData, react-admin hooks); addresses come from providers/urls.',
            },
          ],
        },
      ],
    },
  },
  {
    // A resource folder reaches another one only through its index.ts.
    files: ['src/resources/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/resource-boundaries': 'error' },
  },
  {
    // Browser tests take `test` and `expect` from helpers.ts, whose `test` checks accessibility.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './helpers': its test checks each screen with axe.",
            },
          ],
        },
      ],
    },
  },
);
