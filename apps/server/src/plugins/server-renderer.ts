import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PublicSettings } from '@terracraft/shared/settings';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built into `dist-ssr` beside the
 * app's `dist`): the entry pages as HTML with their data, which the browser then hydrates.
 */
interface ServerRenderer {
  setTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  render(
    url: string,
    options: { settings?: PublicSettings },
  ): Promise<{ html: string; head: string; data: string; complete: boolean } | null>;
}

/**
 * Imports the server renderer once, when the server starts, if the build made one; its pages ask
 * the shop's own API in-process (`app.inject`: no network, and the same answers, caches included,
 * as the browser gets).
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<ServerRenderer | undefined> {
  const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  renderer.setTransport(async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  });
  return renderer;
}
