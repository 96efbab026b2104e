// Bundles the server into dist/ with esbuild. npm packages stay external (installed alongside);
// the workspace's own TypeScript (@terracraft/shared) is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@terracraft/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
