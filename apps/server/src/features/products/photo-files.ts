import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { PHOTO_URL_PREFIX } from './product-photos';

/**
 * Serves the photos staff uploaded, from DATA_DIR. Their names are the hash of their content, so
 * a file never changes: browsers keep it for a year.
 */
export const photoFiles: FastifyPluginAsync<{ directory: string }> = async (app, { directory }) => {
  mkdirSync(directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: `${PHOTO_URL_PREFIX}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
};
