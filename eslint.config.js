import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB = 'src/web';
/** Folders of src/web that are not screens: the router and shell, shared UI, requests and hooks. */
const NOT_SCREENS = new Set(['app', 'components', 'lib', 'public']);
/** Every other folder of src/web is a screen area, found on disk so that a new one is fenced too. */
const SCREEN_AREAS = fs
  .readdirSync(path.join(ROOT, WEB), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_SCREENS.has(entry.name))
  .map((entry) => entry.name);

const SERVER = 'src/server';
/**
 * The server's foundation: what every capability stands on (who acts, HTTP, the database and its
 * process, files, mail, the catalog, configuration, logs, the built web app). It never imports a
 * capability.
 */
export const FOUNDATION_FOLDERS = ['access', 'http', 'db', 'postgres', 'catalog', 'storage', 'mail', 'spa'];
const FOUNDATION_FILES = ['config.ts', 'logging.ts', 'startup-error.ts'];
/** Where the server is put together: the commands and the top files (app.ts, boot.ts, ...). */
export const COMPOSITION_FOLDERS = ['cli'];
/** Every other folder of src/server is a capability, found on disk so that a new one is fenced too. */
export const CAPABILITIES = fs
  .readdirSync(path.join(ROOT, SERVER), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() &&
      !FOUNDATION_FOLDERS.includes(entry.name) &&
      !COMPOSITION_FOLDERS.includes(entry.name),
  )
  .map((entry) => entry.name);
const FOUNDATION = [...FOUNDATION_FOLDERS, ...FOUNDATION_FILES].map((name) => `./${name}`);
const COMPOSITION_FILES = fs
  .readdirSync(path.join(ROOT, SERVER), { withFileTypes: true })
  .filter((entry) => entry.isFile() && !FOUNDATION_FILES.includes(entry.name))
  .map((entry) => `./${SERVER}/${entry.name}`);

const SCREEN_RULE =
  'Screens import from components, lib and src/contract, never from another screen or app/.';

/**
 * The boundaries of the conventions (point 8), by resolved path, so that `../../x` from a nested
 * folder is caught as surely as `../x`. `except` is relative to `from`.
 */
const ZONES = [
  ...SCREEN_AREAS.map((area) => ({
    target: `./${WEB}/${area}`,
    from: `./${WEB}`,
    except: [`./${area}`, './components', './lib'],
    message: SCREEN_RULE,
  })),
  {
    target: [`./${WEB}/lib`, `./${WEB}/components`],
    from: `./${WEB}`,
    except: ['./lib', './components'],
    message: 'lib and components serve every screen: they never import a screen or app/.',
  },
  {
    // Only the router (app/*.tsx) picks screens; the shell around them is shared chrome.
    target: `./${WEB}/app/shell`,
    from: SCREEN_AREAS.map((area) => `./${WEB}/${area}`),
    message: 'The shell never imports a screen: only the router (src/web/app/Routes.tsx) does.',
  },
  {
    target: FOUNDATION.map((name) => `./${SERVER}/${name.slice(2)}`),
    from: [
      ...CAPABILITIES.map((name) => `./${SERVER}/${name}`),
      ...COMPOSITION_FOLDERS.map((name) => `./${SERVER}/${name}`),
      ...COMPOSITION_FILES,
    ],
    message: 'The server foundation (access, http, db, postgres, catalog, ...) never imports a capability.',
  },
  {
    target: `./${SERVER}/access`,
    from: `./${SERVER}/http`,
    message:
      'access/ knows nothing of HTTP: it throws AccessRefused (access/errors.ts), which http/ answers.',
  },
  ...CAPABILITIES.map((name) => ({
    // Issue 24: a capability reads another through its queries.ts (plain readers, no permission:
    // the caller has authorized already) and runs its steps.ts inside its own transaction; its
    // guarded service functions are for its own routes.
    target: CAPABILITIES.filter((other) => other !== name).map((other) => `./${SERVER}/${other}`),
    from: `./${SERVER}/${name}`,
    except: ['./queries.ts', './steps.ts'],
    message: 'Another capability is reached only through its queries.ts (reads) and steps.ts (writes in a transaction).',
  })),
  ...CAPABILITIES.map((name) => ({
    // Each of a capability's route files (routes.ts, upload-routes.ts, ...).
    target: `./${SERVER}/${name}/*routes.ts`,
    from: `./${SERVER}`,
    except: [`./${name}`, ...FOUNDATION],
    message: "A capability's routes import only its own service, the contract and the foundation.",
  })),
  {
    target: `./${WEB}`,
    from: './src/server',
    message: 'The web app never imports server code.',
  },
  {
    // Its build serves src/contract/routes.ts as addresses only (scripts/vite/route-addresses.ts);
    // an area file would bring every schema of its routes, and zod, into the browser.
    target: `./${WEB}`,
    from: './src/contract/routes',
    message: 'The web imports routes only from src/contract/routes.ts, never an area file.',
  },
  {
    target: './src/server',
    from: `./${WEB}`,
    message: 'The server never imports from src/web.',
  },
  {
    target: './src/contract',
    from: ['./src/server', `./${WEB}`, './tests', './scripts'],
    message: 'src/contract is shared by browser and server: it imports only itself and packages.',
  },
];

const CONFIG_MESSAGE = 'Read configuration through src/server/config.ts (checked once at boot).';

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // The plain Node resolver (pure JavaScript): newer import-x versions need a native resolver
      // whose other-platform packages the registry we install from does not all carry.
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: CONFIG_MESSAGE },
        {
          selector: "MemberExpression[object.name='process'][property.value='env']",
          message: CONFIG_MESSAGE,
        },
        {
          selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
          message: CONFIG_MESSAGE,
        },
        {
          selector: "MemberExpression[object.property.name='process'][property.name='env']",
          message: CONFIG_MESSAGE,
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'node:process', importNames: ['env'], message: CONFIG_MESSAGE }] },
      ],
    },
  },
  {
    // No import cycle in the product's code. (Walking the whole graph again from each of the
    // hundred test files found nothing new and was a third of the lint's time.)
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Type-aware rules: a promise is awaited or handed to something that handles it, and a
    // switch over a union names every member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser code and the contract it shares with the server run without Node.
    files: [`${WEB}/**/*.{ts,tsx}`, 'src/contract/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/server/config.ts', 'tests/**', 'scripts/**', '*.config.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Tests read JSON bodies of many shapes; asserting on them is the point, not typing them.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
