import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `public`: the answer is the same for everyone (the catalogue and the blog), so it carries
     * an ETag and may be kept briefly by a CDN or proxy. Left out, an API answer is
     * `private, no-store`.
     */
    httpCache?: 'public';
  }
}

/** How long a CDN or proxy may serve a public answer without asking, in seconds. */
const SHARED_CACHE_SECONDS = 10;
/** How long past that a CDN may still serve it while it asks again in the background. */
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * Browsers ask again every time (max-age=0, answered by a 304 when nothing changed); a shared
 * cache may keep the answer for a few seconds (s-maxage). No stale-while-revalidate here: a
 * browser honours it too (Chromium does), and would show a shopper the stock from before their
 * own order while it revalidates.
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`;

/**
 * For CDNs only (RFC 9213 `CDN-Cache-Control`, which browsers ignore): keep a few seconds, and a
 * little longer while refreshing in the background.
 */
const CDN_CACHE_CONTROL = `public, max-age=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** What every other API answer says: it is someone's own, or not worth keeping. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * A weak tag: the same JSON gives the same tag, whether or not it is then compressed (a strong
 * tag would have to differ per Content-Encoding).
 */
function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The encodings a public answer is kept in besides plain JSON, the smaller first. */
type Encoding = 'br' | 'gzip';

/** Compresses a public answer once for every client that will accept it. */
const compressors: Record<Encoding, (body: string) => Buffer> = {
  // Quality 4, as the compression plugin uses for answers made per request: most of brotli's
  // gain at a fraction of its top setting's time, which matters when a change drops every entry.
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};

/** The compression plugin compresses only what is at least this long; so does a kept answer. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * An answer kept to be sent many times: its text, its tag, whether it is worth compressing, and
 * its compressed forms, each made the first time a client accepts it, so a kept answer is
 * measured, hashed and compressed once (measuring a list's JSON per request cost more than
 * sending it).
 */
export interface KeptAnswer {
  body: string;
  etag: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export const keptAnswer = (body: string): KeptAnswer => ({
  body,
  etag: etagOf(body),
  compressible: Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES,
  encoded: {},
});

/** If-None-Match names the tag (or `*`); weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === bare;
  });
}

/** Accept-Encoding values repeat (every browser sends one of a few): their choice is kept. */
const negotiator = new Negotiator({
  supportedValues: ['br', 'gzip'] satisfies Encoding[],
  cache: new Map(),
});

/**
 * What to send for a kept answer, its ETag and Vary set: nothing (304) when the request names
 * the tag, else the answer in the best encoding the request accepts (the compression plugin
 * leaves an encoded answer alone). The caller sets Cache-Control.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply.header('etag', answer.etag);
  // Every form of the answer says so, not just the compressed ones: a shared cache must keep
  // the plain and compressed answers apart.
  reply.header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, answer.etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  }
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && answer.compressible ? (negotiator.negotiate(accepted) as Encoding | null) : null;
  if (!encoding) return answer.body;
  const bytes = (answer.encoded[encoding] ??= compressors[encoding](answer.body));
  reply.header('content-encoding', encoding);
  reply.header('content-length', bytes.length);
  return bytes;
}

/**
 * HTTP caching of the API. Public GET answers (routes with `config.httpCache: 'public'`) carry
 * an ETag, PUBLIC_CACHE_CONTROL and CDN_CACHE_CONTROL, and a request naming the current tag gets
 * 304 without a body; every other API answer is PRIVATE_CACHE_CONTROL unless its route says
 * otherwise. Registered before compression, so the tag is computed over the JSON itself.
 */
export function registerHttpCache(app: FastifyInstance) {
  /**
   * Each public answer already sent, by the answer itself: the catalogue's answers are shared
   * objects kept until a change (never changed in place), so each is serialised, hashed and
   * compressed once, not per request. Held weakly: dropped with the cache.
   */
  const sent = new WeakMap<object, KeptAnswer>();
  /** A request's answer, when it was known before sending. */
  const answers = new WeakMap<FastifyRequest, KeptAnswer>();

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (
      reply.routeOptions.config.httpCache !== 'public' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'object' ||
      payload === null
    ) {
      return payload;
    }
    // `{ items }` around a kept list is a new object each time: the list is what is kept.
    const keys = Object.keys(payload);
    const items = (payload as { items?: unknown }).items;
    const key =
      keys.length === 1 && keys[0] === 'items' && typeof items === 'object' && items
        ? items
        : payload;
    let known = sent.get(key);
    if (!known) {
      known = keptAnswer(String(reply.serialize(payload)));
      sent.set(key, known);
    }
    const { body } = known;
    answers.set(request, known);
    reply.serializer(() => body);
    return payload;
  });

  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (!request.url.startsWith('/api/')) return payload;
      const isPublic =
        reply.routeOptions.config.httpCache === 'public' &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!isPublic) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      reply.header('cdn-cache-control', CDN_CACHE_CONTROL);
      return sendKept(request, reply, answers.get(request) ?? keptAnswer(String(payload)));
    },
  );
}
