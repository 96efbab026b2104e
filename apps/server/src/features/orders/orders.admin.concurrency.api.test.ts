import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { signUpShopper } from '../../test/test-app';
import { signUpStaff, type TestApp } from '../../test/test-app';
import { openStaffOrdersShop, staffOrdersKit } from './orders.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let other: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  ({ t, staff, shopper } = await openStaffOrdersShop());
  other = await signUpStaff(t, 'owner', { email: 'meera.owner@example.in' });
});
afterAll(() => t.close());

const { get, post, placeCod } = staffOrdersKit(
  () => t,
  () => ({ staff, shopper }),
);

describe('two staff on one order', () => {
  it('lets one win; the other is told the order changed, and nothing of theirs is written', async () => {
    const { number, version } = await placeCod();
    const first = await post(`/api/admin/orders/${number}/confirm`, { version });
    expect(first.statusCode).toBe(200);
    const second = await post(
      `/api/admin/orders/${number}/cancel`,
      { version, reason: 'Out of stock' },
      other.cookie,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'STALE',
      message: `Order #${number} changed since you opened it. Reload to see the change.`,
    });
    const now = (await get(`/api/admin/orders/${number}`)).json();
    expect(now).toMatchObject({ status: 'confirmed', version: version + 1 });
    expect(now.timeline.map((event: { type: string }) => event.type)).toEqual(['place', 'confirm']);
  });

  it('serialises moves sent at the same moment: exactly one succeeds', async () => {
    const { number, version } = await placeCod();
    const answers = await Promise.all([
      post(`/api/admin/orders/${number}/confirm`, { version }),
      post(`/api/admin/orders/${number}/confirm`, { version }, other.cookie),
      post(`/api/admin/orders/${number}/cancel`, { version }, other.cookie),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().error.code).toBe('STALE');
    }
  });

  it('keeps the shopper’s own change from being overwritten by staff who read it before', async () => {
    const { number, version } = await placeCod();
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: { cookie: shopper.cookie },
    });
    const res = await post(`/api/admin/orders/${number}/confirm`, { version });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('STALE');
  });
});
