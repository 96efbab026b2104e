import {
  endpointPath,
  endpoints,
  type EndpointInput,
  type EndpointName,
  type EndpointResult,
  type InputIsOptional,
} from '@terracraft/shared/api';
import type { ErrorResponse } from '@terracraft/shared/errors';

/** An error answer of the API, carrying its code, message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_ERROR = 'Could not reach the shop. Check your connection and try again.';

/** How a request reaches the shop: the browser's fetch, or the server's own API when rendering. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Sends every call through `next` instead of the network. The server renderer (entry-server.tsx)
 * sets it once, so a page rendered on the server asks the shop's own API in-process.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** How a call is made, beside what the endpoint takes. */
interface CallOptions {
  /** Ends the call when the answer is no longer wanted (a query's signal, for one). */
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save sent as the page is hidden or closed). */
  keepalive?: boolean;
}

/** What a call of the endpoint sends: its params, query, headers and body, and the call options. */
type CallInput<N extends EndpointName> = EndpointInput<N> & CallOptions;

/** The input may be left out only when the endpoint takes none. */
type CallArgs<N extends EndpointName> =
  InputIsOptional<N> extends true ? [input?: CallInput<N>] : [input: CallInput<N>];

/** The input as the request is built from it, whatever the endpoint. */
interface RequestParts extends CallOptions {
  params?: Record<string, unknown>;
  query?: object;
  headers?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls an endpoint of the shop's table (`@terracraft/shared/api`) by name: its method and path
 * come from the table, what it takes and answers from its schemas, e.g.
 * `api('orders.get', { params: { number }, signal })`. JSON in and out; cookies go along for the
 * session. Error answers become ApiError with the server's message, which is written for people.
 */
export function api<N extends EndpointName>(
  name: N,
  ...input: CallArgs<N>
): Promise<EndpointResult<N>>;
// Inside, any endpoint's input is read the same way.
export async function api<N extends EndpointName>(
  name: N,
  { params, query, headers, body, signal, keepalive }: RequestParts = {},
): Promise<EndpointResult<N>> {
  let response: Response;
  try {
    response = await transport(`${endpointPath(name, params)}${toQuery(query ?? {})}`, {
      method: endpoints[name].method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...Object.fromEntries(
          Object.entries(headers ?? {}).map(([key, value]) => [key, `${value}`]),
        ),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR);
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error: ErrorResponse['error'] | undefined = data?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `The shop answered ${response.status}. Please try again.`,
      error?.fields,
    );
  }
  // JSON.parse's value is typed here by the endpoint without being checked again, and may be:
  // the server validates every answer against this endpoint's response schema before sending it
  // (fastify-type-provider-zod's serializer), so a body that arrives is the one the table names.
  // Checking it here would cost every page zod.
  const result: EndpointResult<N> = data;
  return result;
}

/** The body as JSON (untyped until the caller types it), or undefined when it is not JSON. */
function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Builds a query string from defined values only: undefined, null and '' are left out. */
function toQuery(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
