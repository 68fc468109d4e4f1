// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Layering (design.md): domain ← pdf ← server, domain ← web. The domain package imports nothing
 * of ours and does no I/O; the web app never imports the server.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./apps', './e2e', './bench'],
              message: 'The domain package imports nothing of ours.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports the server.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    // import-x reads only .js files unless told otherwise; no-cycle has to parse the .ts modules.
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      // Domain modules once imported each other in a circle (document ↔ signatory, document →
      // document-status → document-access → document); shared value lists live in leaf modules.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@quire/*'], message: 'The domain package imports nothing of ours.' },
            {
              group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm', 'fastify', 'react'],
              message: 'The domain package is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@quire/server', '@quire/server/*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Module augmentation (fastify's request and instance types) has to use interfaces.
    files: ['apps/server/src/plugins/request-context.ts', 'apps/server/test/global-setup.ts'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
);
