import { expect } from 'vitest';
import {
  createTestApp,
  saveSellerDetails,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { addProduct, allowManyOrders, orderBody, placeOrder } from '../../test/shop-data';

/** Calls shared by the shopper's order API tests, on the app `t`. */
export function shopperOrdersKit(t: () => TestApp) {
  const get = (url: string, cookie?: string) =>
    t().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie?: string, payload?: object) =>
    t().app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

  /**
   * Staff move an order on in the console, step by step up to `to` (confirm, pack, ship with a
   * tracking number, deliver); answers the last move's answer.
   */
  async function advance(number: string, to: 'shipped' | 'delivered') {
    const staff = await signUpStaff(t());
    const steps: [string, object][] = [
      ['confirm', {}],
      ['pack', {}],
      ['ship', { carrier: 'India Post', trackingNumber: 'EE123456789IN' }],
      ...(to === 'delivered' ? [['deliver', {}] as [string, object]] : []),
    ];
    let last;
    for (const [action, body] of steps) {
      const { version } = (await get(`/api/admin/orders/${number}`, staff.cookie)).json();
      last = await post(`/api/admin/orders/${number}/${action}`, staff.cookie, {
        version,
        ...body,
      });
      if (last.statusCode !== 200) return last;
    }
    return last!;
  }

  return { get, post, advance };
}

/**
 * The shop of the console's order API tests: one staff member and one shopper, who places every
 * order (the order limits are tested on their own), and a real seller, since shipping issues tax
 * invoices, which the placeholder seller never signs.
 */
export async function openStaffOrdersShop() {
  const t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await allowManyOrders(t);
  const staff = await signUpStaff(t, 'staff', { email: 'ravi.staff@example.in' });
  const shopper = await signUpShopper(t);
  await saveSellerDetails(t);
  return { t, staff, shopper };
}

/** Calls and data shared by the console's order API tests, on the app `t` and its people. */
export function staffOrdersKit(
  t: () => TestApp,
  people: () => {
    staff: Awaited<ReturnType<typeof signUpStaff>>;
    shopper: Awaited<ReturnType<typeof signUpShopper>>;
  },
) {
  const get = (url: string, cookie = people().staff.cookie) =>
    t().app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload?: object, cookie = people().staff.cookie) =>
    t().app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** A cash on delivery order of the test shopper, as staff first read it. */
  async function placeCod(
    options: { email?: string; pin?: string; state?: string; phone?: string } = {},
  ) {
    const product = await addProduct(t(), { stock: 5 });
    const body = orderBody([{ ...product, quantity: 2 }]);
    Object.assign(body.shippingAddress, {
      ...(options.email ? { email: options.email } : {}),
      ...(options.pin ? { pin: options.pin } : {}),
      ...(options.state ? { state: options.state } : {}),
      ...(options.phone ? { phone: options.phone } : {}),
    });
    const res = await placeOrder(t(), people().shopper.cookie, body);
    expect(res.statusCode).toBe(201);
    const number = res.json().order.number as string;
    return { number, product, version: (await get(`/api/admin/orders/${number}`)).json().version };
  }

  const SHIPMENT = {
    carrier: 'Delhivery',
    trackingNumber: 'DL1234567890',
    trackingUrl: 'https://www.delhivery.com/track/package/DL1234567890',
  };

  /** Moves an order on as staff, reading its version first. */
  async function move(number: string, action: string, body: object = {}) {
    const { version } = (await get(`/api/admin/orders/${number}`)).json();
    return post(`/api/admin/orders/${number}/${action}`, { version, ...body });
  }

  const shopperOrder = async (number: string) =>
    (
      await t().app.inject({
        method: 'GET',
        url: `/api/orders/${number}`,
        headers: { cookie: people().shopper.cookie },
      })
    ).json().order;

  return { get, post, placeCod, SHIPMENT, move, shopperOrder };
}
