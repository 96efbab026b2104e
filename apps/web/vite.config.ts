/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Writes `.vite/chunk-sources.json`: each chunk's file and the source modules that put bytes in
 * it, so scripts/bundle-budget.mjs can prove the shop's pages load nothing of the console.
 */
function chunkSources(): Plugin {
  return {
    name: 'terracraft:chunk-sources',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sources: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sources[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => relative(import.meta.dirname, id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-sources.json',
        source: JSON.stringify(sources, null, 1),
      });
    },
  };
}

/**
 * React Router's package exports point bundlers at its development build (dev warnings, checks)
 * whatever the mode; the production build it ships next to it is the same router without them.
 * Both of its entries are pointed there, so no page loads two copies of the router. The unit
 * tests get its development build's ES modules the same way (see `resolve.alias`).
 */
const reactRouterDist = (build: 'production' | 'development') =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', build);
const reactRouter = (build: 'production' | 'development') => [
  { find: /^react-router$/, replacement: join(reactRouterDist(build), 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist(build), 'dom-export.mjs') },
];

/**
 * The shop runs on Preact through its React compatibility layer (decision 42): every import of
 * React, React DOM and the JSX runtime, the shop's own and its libraries', gets Preact's. The
 * same aliases serve the browser's build, the server renderer's and the unit tests.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
/**
 * Libraries that import React: bundled or inlined wherever the aliases must reach them (the
 * server renderer's build and the unit tests, which would otherwise load them from node_modules
 * as they are, with the real React).
 */
const REACT_LIBRARIES = [
  'react-router',
  '@tanstack/react-query',
  '@testing-library/react',
  'react-hook-form',
  '@hookform/resolvers',
  'react-toastify',
  'lucide-react',
  'zustand',
];
/** Their files, as the unit tests' inlining matches them (by path). */
const REACT_LIBRARY_FILES = REACT_LIBRARIES.map(
  (name) => new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`),
);

/** Preact, its router, the query cache and the stores: what the shell of every page needs. */
const EVERY_PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](preact|react-router|@tanstack[\\/][^\\/]+|zustand|clsx)[\\/]/;

/** Query hooks no page needs for its first paint: they load with what uses them. */
const LATER_HOOKS =
  /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
/** Small modules the shell needs, merged into one chunk rather than several tiny ones. */
const SHELL_SOURCES =
  /[\\/](packages[\\/]shared[\\/]src[\\/]((api|routes|settings|delivery|policy)[\\/]index|catalogue[\\/]categories|india[\\/]states)|src[\\/]lib[\\/](api-client|use-business|shop-settings))\.ts$/;

/**
 * Two warnings about the libraries that say nothing about the shop: their "use client" markers
 * (for React's server components, which the shop does not use), and React Router's probe for
 * React 19's `useOptimistic`, which Preact does not have (the router then does without it).
 */
const quietLibraryWarnings: NonNullable<Rolldown.InputOptions['onwarn']> = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) {
    return;
  }
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
  warn(warning);
};

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [tailwindcss(), chunkSources()],
  // JSX compiles to `react/jsx-runtime`, which the aliases turn into Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      ...preactCompat,
      ...(command === 'build' ? reactRouter('production') : []),
      // Under the unit tests Node's conditions would pick the router's CommonJS files, which
      // the aliases do not reach: its ES modules (development build, for its warnings) are used.
      ...(mode === 'test' ? reactRouter('development') : []),
    ],
  },
  // The server renderer bundles the libraries that import React, so they get Preact too.
  ssr: { noExternal: REACT_LIBRARIES },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // Every browser the target allows preloads modules natively: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    // Lists each chunk's imports, so scripts/bundle-budget.mjs can measure what a page loads.
    manifest: true,
    // Every route is its own chunk. The libraries every page runs on are one chunk: one request,
    // compressed together, cached across releases that change only the shop's own code.
    chunkSizeWarningLimit: 250,
    // The server renderer's build (`--ssr src/entry-server.tsx`, into dist-ssr) needs the code only.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      onwarn: quietLibraryWarnings,
      // The browser's chunks only: the server renderer's build keeps the bundler's own split.
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'vendor',
                    test: (id: string) => EVERY_PAGE_LIBRARIES.test(id) && !LATER_HOOKS.test(id),
                    priority: 10,
                  },
                  { name: 'shell', test: SHELL_SOURCES, priority: 5 },
                ],
              },
            },
          }),
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    server: { deps: { inline: REACT_LIBRARY_FILES } },
    // Testing Library's main file is CommonJS, whose requires no alias reaches: its ES module is.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
}));
