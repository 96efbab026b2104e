/** What the endpoint table says of each endpoint: its method, its path and who may call it. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint of the back office. Every endpoint under `/api/admin` says so (and
 * only those do); the server's one staff guard answers by it and the access test walks it.
 */
export type AdminAccess =
  /** Staff and owners: a visitor gets 401, a shopper 403. */
  | 'staff'
  /** Owners only: staff get 403 as well. */
  | 'owner'
  /** Any signed-in account: the ways into the console (setup link, invitation). */
  | 'signed-in'
  /** Anyone. */
  | 'anyone';

export interface EndpointRoute {
  method: HttpMethod;
  /** Fastify's syntax: `:name` is a parameter. */
  path: `/api/${string}`;
  access?: AdminAccess;
}
