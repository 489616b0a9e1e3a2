// ESLint: `npm run lint`. Formatting is Prettier's (`npm run format:check`),
// so no rule here is about layout.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', '.bench-tmp/', 'node_modules/'] },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  js.configs.recommended,
  // Not the type-checked set: it took about three minutes over the tree on two cores, against well under one.
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports name the emitted `.js` files; the TypeScript resolver finds the `.ts`/`.tsx` behind them.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.test.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    rules: {
      // Matching terminal escape sequences and control characters is what these expressions are for.
      'no-control-regex': 'off',
      // The classes list joiners, selectors and skin tones one by one on purpose (src/core/playerNames.ts).
      'no-misleading-character-class': 'off',
      // A leading underscore marks a binding kept for its position or type only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Hooks live in .tsx components and in .ts files named use* (test/'s usePostgres is a Jest helper, no hook).
    files: ['src/**/*.ts', 'src/**/*.tsx', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules; the React Compiler's rules (refs, purity, immutability) are not for code the
    // compiler never sees, and they forbid the latest-value ref that the components keep on purpose.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['test/**'],
    // Tests take records apart as parsed JSON and damage them at any depth.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
