import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { EndpointName } from '@terracraft/shared/api';
import { route } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth';
import { translateError } from './auth-errors';

/**
 * The better-auth endpoints the shop hands over as they are, besides its own routes
 * (auth.routes.ts). Nothing else better-auth could answer (listing sessions, deleting the account,
 * provider tokens…) is offered. Changing the profile, password or email and two-factor sign-in
 * have routes of their own, with the shop's validation and limits.
 */
const RELAYED_TO_BETTER_AUTH = {
  'auth.session': 'The signed-in session and its user, or null',
  'auth.signOut': 'Sign out: the session ends on the server',
  'auth.socialSignIn': 'Start a sign-in with Google or Facebook: answers the provider’s page',
  // The providers send the shopper back here (Google with GET; form posts are allowed too).
  'auth.socialCallback': 'Where the provider sends the shopper back',
  'auth.socialCallbackPost': 'Where the provider sends the shopper back, as a form post',
  'auth.socialError': 'Where a failed social sign-in that named no page of its own ends',
  'auth.verifyEmail':
    'The link of the change-email mail: the new address replaces the old one, then /account',
} as const satisfies Partial<Record<EndpointName, string>>;

/** Every other path under /api/auth, which better-auth would otherwise answer. */
const OTHER_ACCOUNT_PAGES = '/api/auth/*';

/**
 * Of better-auth's own endpoints, only what the shop offers is handed over as it is
 * (RELAYED_TO_BETTER_AUTH); any other path under /api/auth is a 404. Session tokens never appear
 * in a body.
 */
export function relayToBetterAuth(app: FastifyInstance, auth: Auth) {
  const relay = async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await callAuth(auth, request, request.body);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    forwardCookies(response, reply);
    const text = await response.text();
    if (response.status < 400) return reply.send(withoutTokens(text));
    const error = translateError(response.status, safeJson(text), 'other');
    return reply
      .status(error.statusCode)
      .type('application/json')
      .send({ error: { code: error.code, message: error.message } });
  };
  for (const [name, summary] of Object.entries(RELAYED_TO_BETTER_AUTH)) {
    // A provider's form post comes from the provider's site; better-auth's OAuth state check, not
    // the origin, is what authenticates it.
    const config = name === 'auth.socialCallbackPost' ? { crossSite: 'open' as const } : {};
    route(app, name as keyof typeof RELAYED_TO_BETTER_AUTH, { summary, hide: true, config }, relay);
  }

  app.route({
    method: ['GET', 'POST'],
    url: OTHER_ACCOUNT_PAGES,
    schema: { hide: true },
    async handler() {
      throw notFound('There is no such account page.');
    },
  });
}

/** The shop's request, handed to better-auth with the client's address for its own limits. */
export function callAuth(auth: Auth, request: FastifyRequest, body: unknown): Promise<Response> {
  const url = new URL(request.url, auth.options.baseURL as string);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: request.method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

export function forwardCookies(response: Response, reply: FastifyReply) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export async function readJson(response: Response): Promise<unknown> {
  return safeJson(await response.text());
}

/**
 * better-auth puts the session token in some bodies (`token` of a sign-in, `session.token` of
 * get-session); the session lives in the httpOnly cookie only, so page scripts never see it. Every
 * property named like a token is taken out, wherever it is.
 */
function withoutTokens(text: string): string | null {
  if (!text) return null;
  const body = safeJson(text);
  if (body === undefined) return text;
  return JSON.stringify(body, (key, value: unknown) => (/token/i.test(key) ? undefined : value));
}

function safeJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
