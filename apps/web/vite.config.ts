/// <reference types="vitest/config" />
import { relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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

/** React, its router, the query cache and the stores: what the shell of every page needs. */
const EVERY_PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/][^\\/]+|zustand|clsx|lucide-react[\\/]dist[\\/]esm[\\/](shared|defaultAttributes|createLucideIcon|Icon|context)\b)[\\/.]/;

/** Query hooks no page needs for its first paint: they load with what uses them. */
const LATER_HOOKS =
  /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
/**
 * Small modules the shell needs, merged into one chunk rather than several tiny ones: the bundler
 * gives each module that the entry shares with lazy pages a chunk of its own, and on a phone's
 * connection every extra request of the first load costs a round trip.
 */
const SHELL_SOURCES = [
  /[\\/]packages[\\/]shared[\\/]src[\\/]((api|routes|settings|delivery|policy)[\\/]index|catalogue[\\/]categories|india[\\/]states)\.ts$/,
  /[\\/]src[\\/]lib[\\/](api-client|use-business|shop-settings|cn|router|test-overrides)\.tsx?$/,
  /[\\/]src[\\/]features[\\/]auth[\\/](api[\\/](session-query|keys)|auth-store|auth-context|storage-keys)\.tsx?$/,
  /[\\/]src[\\/](features[\\/]cart[\\/]cart-store|config[\\/]constants)\.ts$/,
  /^\0vite[\\/]preload-helper/,
];
const isShellSource = (id: string) => SHELL_SOURCES.some((pattern) => pattern.test(id));

/**
 * A warning about the libraries that says nothing about the shop: their "use client" markers
 * (for React's server components, which the shop does not use).
 */
const quietLibraryWarnings: NonNullable<Rolldown.InputOptions['onwarn']> = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) {
    return;
  }
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  // React's JSX and, in `npm run dev`, Fast Refresh: an edit updates the component in place.
  plugins: [react(), tailwindcss(), chunkSources()],
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
                  { name: 'shell', test: isShellSource, priority: 5 },
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
  },
}));
