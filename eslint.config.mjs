import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';
import { notebookPlugin } from './eslint-rules/file-naming.mjs';

/**
 * The web app's import direction (docs/web.md, after bulletproof-react): shared code (components,
 * config, hooks, lib) -> features -> app, and a feature never imports another feature.
 */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A test renders the whole app around what it checks. */
const testsMayComposeTheApp = ['web/src/**/*.test.{ts,tsx}'];
const intoTheApp = {
  group: ['@/app', '@/app/**', '**/app/**'],
  message: 'Only the app layer composes: import from shared code or your own feature instead.',
};
const webImportRules = [
  {
    files: ['web/src/{components,config,hooks,lib}/**/*.{ts,tsx}'],
    ignores: testsMayComposeTheApp,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '**/features/**'], message: 'Shared code may not import a feature.' },
            intoTheApp,
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: testsMayComposeTheApp,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/**',
                '**/features/**',
                `!@/features/${feature}/**`,
                `!**/features/${feature}/**`,
                ...webFeatures.filter((other) => other !== feature).map((other) => `../**/${other}/**`),
              ],
              message: 'A feature never imports another feature: move the shared part to lib, hooks or components.',
            },
            intoTheApp,
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
      // A module's index.ts is its only public surface (CONVENTIONS.md): no deep imports across modules.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@notebook/*/src/*'], message: 'Import the module through its index.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // A module's read-model schema adds its tables to the one Database type by declaration merging
  // (`interface Database extends CatalogTables {}`): an interface that only extends is the point there.
  {
    files: ['modules/*/src/read-model/schema.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  // A file's name is kebab-case and names its role (eslint-rules/file-naming.mjs).
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { notebook: notebookPlugin },
    rules: { 'notebook/file-naming': 'error' },
  },
  // The Rules of React, including the React Compiler's checks, and accessibility over all React.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    // components/ui's Input and Select render the native control, so a label around them is associated.
    settings: { 'jsx-a11y': { components: { Input: 'input', Select: 'select' } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label's text often sits two spans deep (a name over its details).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  ...webImportRules,
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
