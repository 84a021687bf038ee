import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders a screen area may not import from another screen area (conventions, point 8). */
const SCREEN_AREAS = [
  'auth',
  'landing',
  'not-found',
  'dashboard',
  'activity',
  'auditor',
  'controls',
  'evidence',
  'guide',
  'reports',
  'diagnostic',
  'admin',
];

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config.ts (checked once at boot).',
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web app never imports server code.' }] },
      ],
    },
  },
  ...SCREEN_AREAS.map((area) => ({
    files: [`src/web/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
            {
              group: SCREEN_AREAS.filter((other) => other !== area).map((other) => `../${other}/**`),
              message: 'Screens import from components, lib and src/contract, never from another screen.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts', 'src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'Server and contract never import from src/web.' }] },
      ],
    },
  },
  {
    files: ['src/server/config.ts', 'tests/**', 'scripts/**', '*.config.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read JSON bodies of many shapes; asserting on them is the point, not typing them.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
