import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { adminAccessOf, endpoints, type EndpointName } from '@terracraft/shared/api';
import {
  endpointSchemas,
  type EndpointContract,
  type EndpointSchemas,
} from '@terracraft/shared/api/schemas';
import { errorResponseSchema } from '@terracraft/shared/errors';

/** A request slot as the handler sees it: parsed by its schema, or untyped when it has none. */
type Parsed<N extends EndpointName, K extends string> = EndpointSchemas[N] extends {
  [key in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : unknown;

type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Params: Parsed<N, 'params'>;
  Querystring: Parsed<N, 'query'>;
  Headers: Parsed<N, 'headers'>;
  Body: Parsed<N, 'body'>;
}>;

type Responses<N extends EndpointName> = EndpointSchemas[N]['responses'];

/** What a handler may answer: any of the endpoint's bodies (serialised through its schema). */
type EndpointAnswer<N extends EndpointName> = {
  [S in keyof Responses<N>]: Responses<N>[S] extends z.ZodType ? z.input<Responses<N>[S]> : never;
}[keyof Responses<N>];

interface RouteOptions {
  /** The OpenAPI summary and description: what the endpoint does and its rules. */
  summary: string;
  description?: string;
  /** Left out of the OpenAPI document (relays of the auth library). */
  hide?: boolean;
  /**
   * Runs before the body is read and validated: a guard here answers 401/403 before any 400
   * (preHandler runs after validation).
   */
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  config?: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint of the shared table the route answers (set by `route`). */
    endpoint?: EndpointName;
  }
}

/**
 * The decoration the staff guard (plugins/admin.ts) puts on its scope. An endpoint the table
 * gives to staff or owners can only be registered there, so none can miss the guard.
 */
export const STAFF_GUARDED = 'staffGuarded';

/**
 * Registers an endpoint of the shared table: its method, path and schemas come from there, the
 * rest (docs, guards, the handler) from the feature's routes file. Routes are registered without a
 * prefix, as the table's paths are complete. The OpenAPI tag is the name's first part.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: RouteOptions,
  handler: (
    request: EndpointRequest<N>,
    reply: FastifyReply,
  ) => Promise<EndpointAnswer<N> | FastifyReply>,
) {
  const { method, path } = endpoints[name];
  const access = adminAccessOf(name);
  if ((access === 'staff' || access === 'owner') && !app.hasDecorator(STAFF_GUARDED)) {
    throw new Error(
      `${name} is for ${access === 'owner' ? 'owners' : 'staff'}: register it inside the admin plugin, behind the staff guard`,
    );
  }
  const contract: EndpointContract = endpointSchemas[name];
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [name.split('.')[0]!],
    summary: options.summary,
    ...(options.description ? { description: options.description } : {}),
    ...(options.hide ? { hide: true } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.headers ? { headers: contract.headers } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: {
      ...contract.responses,
      ...Object.fromEntries(contract.errors.map((status) => [status, errorResponseSchema])),
    },
  };
  app.route({
    method,
    url: path,
    schema,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    config: { ...options.config, endpoint: name },
    // The request's types are those of the schemas fastify validates it with, above.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
