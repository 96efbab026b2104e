import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@terracraft/shared/errors';

/**
 * The requests of the hostile-input test (plugins/hostile-input.api.test.ts): the operations of the
 * API, read from its OpenAPI document, and the hostile variants of a valid request to each.
 */

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /**
   * False for the routes the document hides (better-auth's own, the webhook): their rules are not
   * described, so only the parser's refusals are certain.
   */
  documented: boolean;
}

interface Attempt {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** The schema refuses this input, so the answer must be a 4xx. */
  refused: boolean;
}

const HOSTILE_STRINGS = [
  'x'.repeat(5000),
  'nul\u0000byte',
  "' OR '1'='1'; DROP TABLE products; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '%E0%A4%A%',
  '\ud800 lone surrogate',
  '../../../../etc/passwd',
  '   ',
];

/** The same, as they would arrive in a URL: encoded, plus encodings that do not decode. */
const HOSTILE_URL_VALUES = [
  ...HOSTILE_STRINGS.map((value) => encodeURIComponent(value.replace('\ud800', '\u00e9'))),
  '%00',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  '99999999999999999999999',
];

/** A valid request to one operation, from which the hostile variants are made. */
export interface Sample {
  path?: Record<string, string>;
  query?: string;
  body?: unknown;
}

export const key = (operation: Operation) => `${operation.method} ${operation.path}`;

/** The API's operations: those of its OpenAPI document, plus the few routes the document hides. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
      documented: true,
    })),
  );
  const hidden: Omit<Operation, 'documented'>[] = [
    { method: 'GET', path: '/api/auth/get-session', parameters: [] },
    { method: 'POST', path: '/api/auth/sign-out', parameters: [], body: { type: 'object' } },
    {
      method: 'POST',
      path: '/api/auth/sign-in/social',
      parameters: [],
      body: {
        type: 'object',
        properties: { provider: { type: 'string' }, callbackURL: { type: 'string' } },
      },
    },
    {
      method: 'GET',
      path: '/api/auth/callback/{provider}',
      parameters: [
        { in: 'path', name: 'provider', schema: { type: 'string', enum: ['google', 'facebook'] } },
        { in: 'query', name: 'code', schema: { type: 'string' } },
        { in: 'query', name: 'state', schema: { type: 'string' } },
      ],
    },
    {
      method: 'POST',
      path: '/api/auth/callback/{provider}',
      parameters: [
        { in: 'path', name: 'provider', schema: { type: 'string', enum: ['google', 'facebook'] } },
      ],
      body: {
        type: 'object',
        properties: { code: { type: 'string' }, state: { type: 'string' } },
      },
    },
    {
      method: 'GET',
      path: '/api/auth/verify-email',
      parameters: [
        { in: 'query', name: 'token', schema: { type: 'string', minLength: 1 } },
        { in: 'query', name: 'callbackURL', schema: { type: 'string' } },
      ],
    },
    {
      method: 'GET',
      path: '/api/auth/error',
      parameters: [{ in: 'query', name: 'error', schema: { type: 'string' } }],
    },
    {
      method: 'POST',
      path: '/api/payments/razorpay/webhook',
      parameters: [{ in: 'header', name: 'x-razorpay-signature', schema: { pattern: '^$' } }],
      body: { type: 'object', properties: { event: { type: 'string', enum: [] } } },
    },
    { method: 'GET', path: '/api/payments/sandbox/checkout.js', parameters: [] },
  ];
  operations.push(...hidden.map((operation) => ({ ...operation, documented: false })));
  return operations;
}

/** True when the schema certainly refuses this text (as a path, query or header value, or in JSON). */
function refuses(schema: JsonSchema, value: string): boolean {
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return true;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return true;
  if (schema.minLength !== undefined && value.length < schema.minLength) return true;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value)) return true;
  if (schema.type === 'integer' || schema.type === 'number') {
    // An empty number field means 0 (or the default), as an HTML form sends it.
    const number = Number(value);
    if (!Number.isFinite(number)) return true;
    if (schema.type === 'integer' && !Number.isInteger(number)) return true;
    if (schema.minimum !== undefined && number < schema.minimum) return true;
    if (schema.maximum !== undefined && number > schema.maximum) return true;
  }
  return false;
}

/** A JSON value of a type the schema does not accept. */
function wrongType(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return { 0: 'not a list' };
    default:
      return 'not an object';
  }
}

/** Every value in the sample body, with its schema and where it sits. */
function leaves(
  schema: JsonSchema | undefined,
  value: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: JsonSchema }[] {
  if (!schema) return [];
  if (schema.type === 'object' && schema.properties && value && typeof value === 'object') {
    return Object.entries(schema.properties).flatMap(([name, child]) => [
      { at: [...at, name], schema: child },
      ...leaves(child, (value as Record<string, unknown>)[name], [...at, name]),
    ]);
  }
  if (schema.type === 'array' && schema.items && Array.isArray(value) && value.length > 0) {
    return [
      { at: [...at, 0], schema: schema.items },
      ...leaves(schema.items, value[0], [...at, 0]),
    ];
  }
  return [];
}

function withValue(body: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const step of at.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** The hostile variants of the sample request to an operation, sent with the given session. */
export function attemptsFor(operation: Operation, sample: Sample, session: string): Attempt[] {
  const pathValues = { ...sample.path };
  const url = (path: Record<string, string> = pathValues, query = '') =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'x') + query;
  const headers = (): Record<string, string> => ({
    cookie: session,
    ...(operation.parameters.some((p) => p.name === 'idempotency-key')
      ? { 'idempotency-key': randomUUID() }
      : {}),
    ...(operation.body ? { 'content-type': 'application/json' } : {}),
  });
  const send = (label: string, refused: boolean, changes: Partial<Attempt> = {}): Attempt => ({
    label: `${key(operation)}: ${label}`,
    method: operation.method,
    url: url(),
    headers: headers(),
    payload: operation.body ? JSON.stringify(sample.body ?? {}) : undefined,
    refused,
    ...changes,
  });
  const attempts: Attempt[] = [];

  for (const parameter of operation.parameters) {
    for (const value of HOSTILE_URL_VALUES) {
      // Headers arrive as they are; path and query values are percent-decoded.
      // (a query value that does not decode is taken as it is).
      const decoded = parameter.in === 'path' ? safeDecode(value) : (safeDecode(value) ?? value);
      const refused = operation.documented
        ? parameter.in === 'path' || decoded === undefined || refuses(parameter.schema, decoded)
        : parameter.in === 'path' && decoded === undefined;
      if (parameter.in === 'path') {
        attempts.push(
          send(`path ${parameter.name}=${value.slice(0, 40)}`, refused, {
            url: url({ ...pathValues, [parameter.name]: value }),
          }),
        );
      } else if (parameter.in === 'query') {
        attempts.push(
          send(`query ${parameter.name}=${value.slice(0, 40)}`, refused, {
            url: url(pathValues, `?${parameter.name}=${value}`),
          }),
        );
      } else {
        attempts.push(
          send(`header ${parameter.name}: ${value.slice(0, 40)}`, refused, {
            headers: { ...headers(), [parameter.name]: value },
          }),
        );
      }
    }
    if (parameter.in === 'query') {
      attempts.push(
        send(`query ${parameter.name} given twice`, operation.documented, {
          url: url(pathValues, `?${parameter.name}=1&${parameter.name}=2`),
        }),
      );
    }
  }

  if (operation.body) {
    const body = sample.body ?? {};
    /** `parser`: refused by the JSON parser itself, whatever the route. */
    const raw = (
      label: string,
      payload: string,
      parser: boolean,
      contentType = 'application/json',
    ) =>
      attempts.push(
        send(label, parser || operation.documented, {
          payload,
          headers: { ...headers(), 'content-type': contentType },
        }),
      );
    raw('malformed JSON', '{"items": [', true);
    raw('an empty body', '', true);
    raw(
      'an oversized body',
      JSON.stringify({ ...(body as object), padding: 'x'.repeat(200_000) }),
      true,
    );
    raw('a __proto__ key', '{"__proto__": {"isAdmin": true}}', true);
    raw('a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}', true);
    raw('a form body', 'email=a%40b.in', true, 'application/x-www-form-urlencoded');
    raw('plain text', 'hello', true, 'text/plain');
    raw('null', 'null', false);
    raw('a number', '42', false);
    raw('a string', '"hello"', false);
    raw('a list', '[{"id": 1}]', false);
    raw('deeply nested JSON', `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`, false);

    for (const leaf of leaves(operation.body, body)) {
      const where = leaf.at.join('.');
      const put = (label: string, value: unknown, refused: boolean) =>
        attempts.push(
          send(`${where} ${label}`, refused && operation.documented, {
            payload: JSON.stringify(withValue(body, leaf.at, value)),
          }),
        );
      if (!leaf.schema.type) continue;
      put('of the wrong type', wrongType(leaf.schema), true);
      if (leaf.schema.type !== 'array') put('as a list', ['a', 'b'], true);
      put('as null', null, true);
      if (leaf.schema.type === 'string') {
        for (const value of HOSTILE_STRINGS) {
          put(`= ${JSON.stringify(value.slice(0, 40))}`, value, refuses(leaf.schema, value));
        }
      }
      if (leaf.schema.type === 'integer' || leaf.schema.type === 'number') {
        for (const value of [-1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2]) {
          put(`= ${value}`, value, refuses(leaf.schema, String(value)));
        }
      }
      if (leaf.schema.type === 'array' && leaf.schema.maxItems !== undefined) {
        const list = getAt(body, leaf.at) as unknown[];
        put('one longer than allowed', Array(leaf.schema.maxItems + 1).fill(list[0]), true);
      }
    }
  }

  attempts.push(send('signed out', false, { headers: { ...headers(), cookie: '' } }));
  attempts.push(
    send('a forged session cookie', false, {
      headers: { ...headers(), cookie: `better-auth.session_token=${'%00'.repeat(50)}` },
    }),
  );
  return attempts;
}

function getAt(body: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], body);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function isErrorShape(body: string): boolean {
  try {
    return errorResponseSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}
