/// <reference types="vitest/config" />
import { relative } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkSources()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // Lists each chunk's imports, so scripts/bundle-budget.mjs can measure what a page loads.
    manifest: true,
    // Every route is its own chunk; shared vendor code is split by Rollup automatically.
    chunkSizeWarningLimit: 250,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
