/** The soak's shoppers and the mix of requests they make. */
import { randomBytes, randomUUID } from 'node:crypto';

export const PUBLIC_URL = 'http://soak.test';

export interface Shopper {
  email: string;
  password: string;
  cookie: string;
  /** Cash-on-delivery orders still open, by number: some are cancelled later. */
  open: string[];
}

export interface Product {
  slug: string;
  price: number;
}

export type Kind = 'catalogue' | 'sign-in' | 'cart' | 'order' | 'cancel';

export interface Outcome {
  kind: Kind;
  ms: number;
  /** Why it counts as an error: an unexpected status or no answer. */
  error?: string;
}

let base = '';

/** The server's port is chosen when it starts, after this module is loaded. */
export function useServer(url: string): void {
  base = url;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

export async function call(
  method: string,
  path: string,
  {
    body,
    cookie,
    headers,
  }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const ADDRESS = {
  firstName: 'Soak',
  lastName: 'Shopper',
  phone: '+91 98765 43210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
};

/** One request of the mix, chosen by weight: mostly reading, as shoppers do. */
export async function oneRequest(
  shoppers: Shopper[],
  ordered: Product[],
  browsed: string[],
): Promise<Outcome> {
  const roll = Math.random();
  const shopper = pick(shoppers);
  const started = performance.now();
  let kind: Kind = 'catalogue';
  let expected = 200;
  let res: Response;
  try {
    if (roll < 0.6) {
      const which = Math.random();
      res = await call(
        'GET',
        which < 0.4
          ? `/api/products?page=${1 + Math.floor(Math.random() * 5)}&pageSize=24`
          : which < 0.8
            ? `/api/products/${pick(browsed)}`
            : `/api/search?q=${pick(['bamboo', 'lamp', 'jute bag', 'terracotta', 'bambo'])}`,
      );
      await res.arrayBuffer();
    } else if (roll < 0.7) {
      kind = 'sign-in';
      res = await call('POST', '/api/auth/sign-in/email', {
        body: { email: shopper.email, password: shopper.password },
      });
      await res.arrayBuffer();
      if (res.status === 200) shopper.cookie = cookieOf(res) || shopper.cookie;
    } else if (roll < 0.88) {
      kind = 'cart';
      const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
        id: pick(ordered).slug,
        quantity: 1 + Math.floor(Math.random() * 3),
      }));
      const unique = [...new Map(lines.map((line) => [line.id, line])).values()];
      res = await call('PUT', '/api/cart', { cookie: shopper.cookie, body: { items: unique } });
      await res.arrayBuffer();
    } else if (roll < 0.97 || shopper.open.length === 0) {
      kind = 'order';
      expected = 201;
      const product = pick(ordered);
      res = await call('POST', '/api/orders', {
        cookie: shopper.cookie,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          items: [
            {
              id: product.slug,
              quantity: 1 + Math.floor(Math.random() * 2),
              unitPrice: product.price,
            },
          ],
          shippingAddress: { ...ADDRESS, email: shopper.email },
          paymentMethod: 'cod',
        },
      });
      const answer = (await res.json().catch(() => ({}))) as { order?: { number?: string } };
      if (res.status === 201 && answer.order?.number) shopper.open.push(answer.order.number);
    } else {
      kind = 'cancel';
      const number = shopper.open.shift()!;
      res = await call('POST', `/api/orders/${number.replace(/^#/, '')}/cancel`, {
        cookie: shopper.cookie,
      });
      await res.arrayBuffer();
    }
  } catch (error) {
    return { kind, ms: performance.now() - started, error: `no answer: ${String(error)}` };
  }
  const ms = performance.now() - started;
  return res.status === expected
    ? { kind, ms }
    : { kind, ms, error: `${res.status} ${res.statusText}` };
}

export async function signUpShopper(i: number): Promise<Shopper> {
  const email = `soak-${i}-${randomBytes(3).toString('hex')}@example.in`;
  const password = `soak password ${i}`;
  const up = await call('POST', '/api/auth/sign-up/email', {
    body: { name: `Soak ${i}`, email, password },
  });
  if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${await up.text()}`);
  const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return { email, password, cookie: cookieOf(signIn), open: [] };
}
