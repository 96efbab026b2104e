import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The build's files as they are: hashed assets cached for a year, pictures for a week, the rest
 * for an hour; a pre-compressed copy is sent where the browser takes it.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const cacheControl = filePath.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : filePath.includes(`${sep}media${sep}`)
          ? 'public, max-age=604800'
          : 'public, max-age=3600';
      reply.header('cache-control', cacheControl);
    },
  });
}
