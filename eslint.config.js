// Lint: typescript-eslint strict-ish rules, react-hooks, the one-way import split of STYLE.md,
// no bare console in src/, and a ban on user-facing string literals in JSX (i18n check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'test-results-*/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'supabase/local/.data/**', 'tests/e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': 'error',
    },
  },
  {
    // User-facing text goes through i18next: no raw words between JSX tags, and no
    // literal text in the attributes people read (labels, titles, placeholders).
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message: 'User-facing text must come from i18next (t()).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message: 'User-facing attribute text must come from i18next (t()).',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-*', 'dexie', 'dexie-*', '@supabase/*'], message: 'src/domain is pure: no React, Dexie or network.' },
            { group: ['**/db/**', '**/features/**', '**/app/**', '**/auth/**', '../db', '../features', '../app'], message: 'Imports flow domain ← db ← features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts', 'src/db/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'src/db must not import features or app (the logger and environment live in src/platform).' }] },
      ],
    },
  },
  {
    files: ['sync/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-*', '**/features/**', '**/app/**'], message: 'sync/ has no React and no DOM.' }] },
      ],
    },
  },
  {
    // The backend client's home (supabase-js, the REST client, the backend address, the fetch):
    // src/auth and sync/ import it; it imports nothing but the ground floor.
    files: ['src/backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-*', '**/features/**', '**/app/**', '**/db/**', '**/auth/**', '**/sync/**', '../db', '../auth', '../app', '../features'], message: 'src/backend imports only src/platform and src/domain.' }] },
      ],
    },
  },
  {
    // The ground floor every layer may use (logger, environment): it imports no layer above it.
    files: ['src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-*', '**/features/**', '**/app/**', '**/db/**', '**/auth/**', '**/sync/**'], message: 'src/platform is the ground floor: it imports no layer.' }] },
      ],
    },
  },
);
