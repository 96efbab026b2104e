// Bundles the server into dist/ with esbuild. npm packages stay external (installed alongside);
// the workspace's own TypeScript (@terracraft/shared) is compiled in.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

/**
 * Bundles `entry` into `outdir` as the server is bundled for production. The benchmarks' server
 * is built the same way, so that what they measure is what runs in production.
 */
export function bundleServer(entry, outdir) {
  return build({
    entryPoints: [entry],
    outdir,
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
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await bundleServer('src/server.ts', 'dist');
}
