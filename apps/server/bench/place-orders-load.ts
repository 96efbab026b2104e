/** The order benchmark's load: shoppers signed in, placing orders as fast as the shop answers. */
import { randomUUID } from 'node:crypto';
import { request, type BenchServer } from './bench-kit';
import { cpuMeter, type CpuPerOrder } from './cpu-meter';
import type { Scenario } from './place-orders-shop';

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench.shopper@example.in',
  phone: '+91 98765 43210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
};

export interface Buyer {
  index: number;
  cookie: string;
  headers: Record<string, string>;
}

export async function signUpBuyers(
  base: string,
  origin: string,
  buyerCount: number,
): Promise<Buyer[]> {
  return Promise.all(
    Array.from({ length: buyerCount }, async (_, index) => {
      const account = {
        name: `Bench Shopper ${index + 1}`,
        email: `bench.shopper${index + 1}@example.in`,
        password: `bench-shopper-${index + 1}-secret`,
      };
      // Each shopper from an address of their own, as the trusted proxy reports it.
      const address = { 'x-forwarded-for': `198.51.100.${index + 1}` };
      const post = (path: string, body: object) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, ...address },
          body: JSON.stringify(body),
        });
      const signUp = await post('/api/auth/sign-up/email', account);
      if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
      const signIn = await post('/api/auth/sign-in/email', account);
      if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      return {
        index,
        cookie,
        headers: { 'content-type': 'application/json', origin, cookie, ...address },
      };
    }),
  );
}

export interface Placed {
  key: string;
  body: string;
  number: string;
  buyer: Buyer;
}

export interface Measured {
  scenario: Scenario;
  seconds: number;
  cpu: CpuPerOrder;
  placed: Placed[];
  times: number[];
  statuses: Map<string, number>;
}

export async function run(
  server: BenchServer,
  buyers: Buyer[],
  scenario: Scenario,
  seconds: number,
): Promise<Measured> {
  const placed: Placed[] = [];
  const times: number[] = [];
  const statuses = new Map<string, number>();
  const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
  const cpu = cpuMeter(server.pid);
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  let soldOut = false;

  async function shop(buyer: Buyer) {
    while (performance.now() < endsAt && !soldOut) {
      const lines = scenario.basket();
      const cart = await request(`${server.base}/api/cart`, {
        method: 'PUT',
        headers: buyer.headers,
        body: JSON.stringify({ items: lines }),
      });
      if (cart.status !== 200) {
        count(`cart ${cart.status}`);
        continue;
      }
      // The browser orders the cart as the shop answered it: its lines, at the prices shown.
      const priced = JSON.parse(cart.text) as {
        items: { id: string; quantity: number; price: number }[];
      };
      if (priced.items.length === 0) {
        // Everything in the basket is gone: the shopper sees an empty cart and stops.
        count('cart emptied, out of stock');
        if (scenario.sellsOut) soldOut = true;
        continue;
      }
      const key = randomUUID();
      const body = JSON.stringify({
        items: priced.items.map(({ id, quantity, price }) => ({ id, quantity, unitPrice: price })),
        shippingAddress: ADDRESS,
        paymentMethod: 'cod',
      });
      const sent = performance.now();
      const response = await request(`${server.base}/api/orders`, {
        method: 'POST',
        headers: { ...buyer.headers, 'idempotency-key': key },
        body,
      });
      const answer = JSON.parse(response.text) as {
        order?: { number: string };
        error?: { code: string };
      };
      times.push(performance.now() - sent);
      const code = answer.error?.code;
      count(code ? `${response.status} ${code}` : String(response.status));
      if (response.status === 201) {
        placed.push({ key, body, number: answer.order!.number, buyer });
      } else if (response.status === 409 && code === 'OUT_OF_STOCK' && scenario.sellsOut) {
        // A shopper told it is gone stops trying; when every unit is gone, the run ends.
        soldOut = true;
      }
    }
  }

  await Promise.all(buyers.map(shop));
  times.sort((a, b) => a - b);
  return {
    scenario,
    seconds: (performance.now() - started) / 1000,
    cpu: cpu(placed.length),
    placed,
    times,
    statuses,
  };
}
