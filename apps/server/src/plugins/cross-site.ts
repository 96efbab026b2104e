import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../lib/errors';
import { shopOrigins } from '../lib/origins';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'open' for endpoints that are never cookie-authenticated and are called by other servers
     * (Razorpay's webhook): the cross-site write check leaves them alone.
     */
    crossSite?: 'open';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Why a write is refused as cross-site, or undefined when it may go on (docs/decisions/0025):
 *
 * - An `Origin` header must be one of the shop's own origins (a foreign one, or `null`, is refused
 *   whether or not cookies come with it).
 * - Without `Origin`, `Sec-Fetch-Site` must say `same-origin` (or `none`, a request the person
 *   started themselves).
 * - Without either, the request is not from a current browser's page: it may go on only when it
 *   carries no cookie at all, so it can act for nobody. better-auth refuses the same requests.
 */
function crossSiteRefusal(request: FastifyRequest, trusted: readonly string[]): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    return trusted.includes(origin) ? undefined : 'This request came from another site.';
  }
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) {
    return site === 'same-origin' || site === 'none'
      ? undefined
      : 'This request came from another site.';
  }
  return header(request, 'cookie')
    ? 'A signed-in request must say where it comes from (an Origin header).'
    : undefined;
}

/**
 * Cross-site writes: every unsafe request (POST, PUT, PATCH, DELETE) must come from the shop's own
 * pages when it could carry a session, and a body must be JSON. SameSite=Lax cookies alone would
 * still let another site's `text/plain` form or fetch act for a signed-in shopper.
 *
 * Bodies: Fastify answers 415 for a content type it has no parser for; the shop removes the
 * built-in `text/plain` parser, so only `application/json` is read (and `multipart/form-data`
 * on the photo upload, the one route that registers it).
 */
export function registerCrossSiteChecks(app: FastifyInstance, config: Config) {
  const trusted = shopOrigins(config.publicUrl);
  app.removeContentTypeParser('text/plain');
  // Synchronous, and done at once for reads: the check runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite === 'open') {
      return done();
    }
    const refusal = crossSiteRefusal(request, trusted);
    done(refusal ? forbidden(refusal) : undefined);
  });
}
