// One checked style (`npm run lint`): unused code, import order and promises nobody awaits, with type information.
// Layout is Prettier's (`npm run format`), so no formatting rule is checked here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'dist/', 'data/', 'coverage/', 'bench/out/', 'scratch/', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['web/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // one block, no blank lines between groups (as the code is written): node built-ins, packages, then our files
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^', '^\\.']] }],
      'simple-import-sort/exports': 'error',
      // TypeScript checks these itself, or the code base uses them on purpose (JSON of any shape, `!` after a find)
      'no-undef': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Hooks called in the same order every render, and effects re-run when what they read changes (an effect keyed
    // on purpose says why beside its eslint-disable). Only these two: the plugin's React Compiler rules are not ours.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
