// Lint rules, including the import boundaries that keep the layers apart:
// web → shared ← server; shared depends on zod only; the web reads the endpoint schemas as types
// only; in the web app, app/ → features/ → components/, lib/, config/ and features do not import
// each other; the console (src/admin) is loaded by app/router.tsx alone, lazily, and composes
// features like app/ does; in the server, routes call services, never repositories or the database,
// and a feature uses another through its index.ts only. No module imports itself round a cycle.
// eslint.config.test.ts proves each one.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('apps/web/src/features');
const serverFeatures = foldersIn('apps/server/src/features');

// Each workspace declares every package it imports instead of leaning on what npm hoists to the
// root. Shipped code may use `dependencies` only; tests, scripts and configs `devDependencies` too.
const workspaces = [
  { dir: 'apps/web', shipped: 'src' },
  { dir: 'apps/server', shipped: 'src' },
  { dir: 'packages/shared', shipped: 'src' },
  { dir: 'packages/seed-data', shipped: 'src' },
  { dir: 'packages/product-art', shipped: 'src' },
  { dir: 'e2e' },
];
const testFiles = ['**/*.test.{ts,tsx}', '**/src/test/**', '**/*test-support.ts'];
const declaredDependencies = (dir, { devDependencies }) => ({
  'import-x/no-extraneous-dependencies': [
    'error',
    { packageDir: join(root, dir), devDependencies, includeTypes: true },
  ],
});

/** Web code every feature may use, which therefore depends on no feature and not on app/. */
const sharedWebCode = ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'];

/** Every web module but the console's own and the router, which loads the console lazily. */
const outsideConsole = [
  './apps/web/src/!(admin|app)/**',
  './apps/web/src/*.{ts,tsx}',
  './apps/web/src/app/*/**',
  './apps/web/src/app/!(router).{ts,tsx}',
];

const serverOnly = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  'pg',
  '@electric-sql/*',
  'better-auth/adapters/*',
  'razorpay',
  'nodemailer',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/web/public/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The modules import-x reads (to follow imports round a cycle): TypeScript as well as JS.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A cycle makes load order matter and hides which module depends on which.
      'import-x/no-cycle': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\.{1,2}/|vitest$)',
              message:
                'shared depends on zod only: it is loaded by both the browser and the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverOnly,
              message: 'The web app never imports server code or database libraries.',
            },
            { regex: '^@terracraft/server', message: 'The web app never imports server code.' },
            { regex: '(\\.\\./)+server/', message: 'The web app never imports server code.' },
          ],
        },
      ],
      // The endpoint schemas are zod: as values they would load zod on every page.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@terracraft/shared/api/schemas',
              allowTypeImports: true,
              message:
                'The web reads the endpoint schemas as types only (import type); call endpoints with api() from lib/api-client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // app/ composes features; a feature uses components, lib and config, never another feature
      // or the app; components, lib and config serve everyone and so depend on none of them.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: sharedWebCode,
              from: './apps/web/src/features',
              message:
                'components/, lib/ and config/ serve every feature, so they never import one; pass what they need in as props or arguments.',
            },
            {
              target: sharedWebCode,
              from: './apps/web/src/app',
              message:
                'components/, lib/ and config/ never import app/: app/ composes them, not the other way round.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'Features never import app/: its pages and providers compose features, not the other way round.',
            },
            {
              target: outsideConsole,
              from: './apps/web/src/admin',
              message:
                'Only app/router.tsx loads the console, lazily: no page, feature or component of the shop imports src/admin, so that no shopper loads any of it.',
            },
            {
              target: './apps/web/src/admin',
              from: './apps/web/src/app',
              message:
                "The console composes features, components, lib and config; it never imports the shop's app/ (its layout and pages).",
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in app/.',
            })),
          ],
        },
      ],
    },
  },
  { files: ['*.{js,ts}'], rules: declaredDependencies('.', { devDependencies: true }) },
  ...workspaces.flatMap(({ dir, shipped }) => [
    {
      files: [`${dir}/**/*.{js,mjs,ts,tsx}`],
      rules: declaredDependencies(dir, { devDependencies: true }),
    },
    ...(shipped
      ? [
          {
            files: [`${dir}/${shipped}/**/*.{js,mjs,ts,tsx}`],
            ignores: testFiles,
            rules: declaredDependencies(dir, { devDependencies: false }),
          },
        ]
      : []),
  ]),
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, even an empty one.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@terracraft/web', message: 'The server never imports web code.' },
            { regex: '(\\.\\./)+web/', message: 'The server never imports web code.' },
            {
              // `../<f>` from a feature is another feature's index.
              regex: '^\\.\\./[a-z-]+$',
              importNamePattern: '^create\\w*Repository$',
              message:
                "A feature's SQL is its own: use what the other feature's index offers (its services or records), never its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    // In the server, routes speak HTTP and call services; the rules and the SQL live behind them.
    // A feature uses another through that feature's index.ts, its public surface, and never reaches
    // into its files, nor does the rest of the server: what a feature keeps to itself can change
    // without breaking anything else.
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './apps/server/src/**/*.routes.ts',
              from: './apps/server/src/**/*.repository.ts',
              message: 'Routes call services, never repositories: the rules live in the service.',
            },
            {
              target: './apps/server/src/**/*.routes.ts',
              from: './apps/server/src/db',
              message:
                'Routes never touch the database (db/): they call services, which use repositories.',
            },
            {
              target: [
                './apps/server/src/*.ts',
                './apps/server/src/!(features)/**',
                './apps/server/!(src)/**',
              ],
              from: './apps/server/src/features/*/**',
              except: ['**/features/*/index.ts'],
              message:
                "The app uses a feature through that feature's index.ts only, never its files: export what is needed from there.",
            },
            ...serverFeatures.map((feature) => ({
              target: `./apps/server/src/features/${feature}`,
              from: `./apps/server/src/features/!(${feature})/**`,
              except: ['**/features/*/index.ts'],
              message:
                "A feature uses another through that feature's index.ts only, never its files: export what is needed from there.",
            })),
          ],
        },
      ],
    },
  },
);
