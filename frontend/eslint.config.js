import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers: the http client and the shared parts sit under the shell (src/app) and never import it; the
  // shell registers what they need (feedback host, the session's grants). Tests may compose the shell.
  {
    files: ['src/api/http.ts', 'src/shared/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(@/app(/|$)|(\\.\\./)+app(/|$))', message: 'src/api/http.ts and src/shared/ import nothing from src/app: move it down or let the shell register it.' }],
      }],
    },
  },
  // The registry's index registers the built-in controls, which import the renderer's controls and store:
  // those look controls up in the bare registry (registry/registry), or registry and renderer form a cycle.
  {
    files: ['src/form-designer/renderer/controls/**/*.{ts,tsx}', 'src/form-designer/renderer/store.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^((\\.\\./)+|@/form-designer/)registry(/index)?$', message: 'Renderer: getControl from registry/registry, types from registry/types (the index imports the controls).' }],
      }],
    },
  },
);
