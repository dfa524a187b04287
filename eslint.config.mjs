// ESLint flat config for the whole workspace (ADR 0020). Run with `pnpm lint` (cached in
// node_modules/.cache/eslint). What it holds, on purpose, is small:
//   1. import boundaries (the architecture): a remote never imports another remote or the shell; a package never
//      imports an app; the server (packages/api) and contracts never import client packages;
//   2. correctness rules: @eslint/js + typescript-eslint "recommended" (no type information: fast), the rules of hooks.
// No stylistic rule: formatting belongs to Prettier (`pnpm format`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import platform from './packages/platform-cli/lint-rules.mjs';
import { defineConfig } from 'eslint/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const appsJson = JSON.parse(fs.readFileSync(path.join(root, 'packages/mf-config/apps.json'), 'utf8'));
/** Every app of the workspace: the shell and the remotes of apps.json (the one list of remotes). */
export const REMOTES = Object.keys(appsJson.remotes);
export const APPS = ['shell', ...REMOTES];
/** Packages that run in the browser only: the server must not import them. */
export const CLIENT_PACKAGES = ['ui', 'session', 'api-client', 'remote-kit', 'router', 'event-bus', 'used-content'];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Import patterns that reach an app: by package name (`mf-stats/...`) or by a relative path (`../../mf-stats/src`). */
function appPatterns(apps, message) {
  const names = apps.map(escape).join('|');
  return [
    { regex: `^(${names})(/.*)?$`, message },
    { regex: `^(\\.\\./)+(${names})(/.*)?$`, message },
  ];
}

/** Import patterns that reach a client package, by name or by a relative path into packages/<name>. */
function clientPatterns(message) {
  const names = CLIENT_PACKAGES.map(escape).join('|');
  return [
    { regex: `^@platform/(${names})(/.*)?$`, message },
    // the i18n runtime (react-i18next); its locale JSON files are data and stay importable
    { regex: '^@platform/i18n(/src(/.*)?)?$', message },
    { regex: `^(\\.\\./)+(packages/)?(${names}|i18n)/src(/.*)?$`, message },
  ];
}

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const API_MODULES = 'packages/api/src/modules/*/*.{ts,cjs,mjs}';
/** The route files of the API modules: a module's index and its routes-*.ts. */
const API_ROUTE_FILES = ['packages/api/src/modules/*/index.ts', 'packages/api/src/modules/*/routes-*.ts'];
const SERVER_PATTERNS = [
  ...appPatterns(APPS, 'A package never imports an app (shell, mf-*): apps depend on packages, not the reverse.'),
  ...clientPatterns(
    'The server (packages/api) and contracts never import client packages (ui, session, api-client, remote-kit, router, event-bus, used-content, the i18n runtime): shared types and schemas live in @platform/contracts.',
  ),
];

/** One config block per area: each file falls in exactly one, so each gets the full list of its forbidden imports. */
const boundaries = [
  ...APPS.map((app) => ({
    name: `boundaries/${app}`,
    files: [`${app}/**`],
    rules: restrict(
      appPatterns(
        APPS.filter((other) => other !== app),
        app === 'shell'
          ? 'The shell does not import a remote: it loads remotes through their manifest (packages/mf-config/apps.json).'
          : 'A remote never imports another remote or the shell: share code through a package in packages/, talk through @platform/event-bus or a route.',
      ),
    ),
  })),
  {
    name: 'boundaries/packages',
    files: ['packages/**'],
    ignores: ['packages/api/**', 'packages/contracts/**'],
    rules: restrict(
      appPatterns(APPS, 'A package never imports an app (shell, mf-*): apps depend on packages, not the reverse.'),
    ),
  },
  {
    name: 'boundaries/server',
    files: ['packages/api/**', 'packages/contracts/**'],
    ignores: [API_MODULES],
    rules: restrict(SERVER_PATTERNS),
  },
  {
    // ADR 0020: an API module reaches another only through its `public.ts` (never its routes, store or service files)
    name: 'boundaries/api-modules',
    files: [API_MODULES],
    rules: restrict([
      ...SERVER_PATTERNS,
      {
        regex: '^\\.\\./[a-z-]+(/(?!public$)[a-z-]+)?$',
        message:
          "An API module imports another module through its public entry only: '../<module>/public' (ADR 0020). Export what it needs there.",
      },
    ]),
  },
];

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-prerender/**',
      '**/dist-escola/**',
      '**/coverage/**',
      '**/.data/**',
      '**/reports/**',
      '**/test-results/**',
      'packages/e2e/out/**',
      '**/public/**',
      // fixtures of the lint test itself: they hold violations on purpose
      'packages/platform-cli/test/fixtures/**',
    ],
  },
  {
    name: 'base',
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    // the tree has `eslint-disable no-console` comments for a rule not enabled here: not worth a report
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // TypeScript checks undefined names better (strict typecheck runs in npm test)
      'no-undef': 'off',
      // unused parameters document a signature (callbacks, handlers): only unused variables and imports are errors
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // sanitizers strip control characters on purpose
      'no-control-regex': 'off',
    },
  },
  {
    name: 'tests',
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/tests/**', '**/testing.{ts,tsx}'],
    rules: {
      // tests poke at untyped JSON answers and load modules in isolation (jest.isolateModules + require)
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      // fuzz inputs hold out-of-range numbers on purpose
      'no-loss-of-precision': 'off',
    },
  },
  {
    name: 'commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'react-hooks',
    files: ['**/*.{ts,tsx}'],
    // the browser tests drive Playwright: their `use…` helpers are not React hooks
    ignores: ['packages/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // a warning: effects keyed on a derived string (see shell MobileSidebar) are deliberate and readable
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // the shape of the code (issue 29): no runtime import cycle, features entered through their index, files a reader
    // can hold (500 lines; tests, data and SQL aside)
    name: 'shape',
    files: ['**/*.{ts,tsx,mts,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx,mjs}',
      '**/test/**',
      '**/tests/**',
      '**/__tests__/**',
      '**/testing.{ts,tsx}',
      // the demo catalogue's texts are data
      'packages/api/src/seed/catalogue/data/**',
    ],
    plugins: { platform },
    rules: {
      'platform/no-cycle': 'error',
      'platform/feature-entry': 'error',
      'max-lines': ['error', { max: 500 }],
    },
  },
  {
    // the module shape of the API (ADR 0020: routes → service → store, issue 29): a route file holds no SQL, it calls
    // a named function of its module's store
    name: 'shape/api-routes',
    files: API_ROUTE_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message:
            "A route file of an API module holds no SQL: move the query into the module's store as a named function (ADR 0020).",
        },
      ],
    },
  },
  ...boundaries,
);
