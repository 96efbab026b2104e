import { coupons } from '../schema';
import type { Seed } from './index';

/** The two example coupons documented in docs/shop-rules.md. */
export const couponSeed: Seed = {
  name: 'coupons-v1',
  async run(db) {
    await db
      .insert(coupons)
      .values([
        {
          code: 'WELCOME10',
          description: '10% off your first order of ₹999 or more (up to ₹500)',
          kind: 'percent',
          value: 10,
          minOrder: 99_900,
          maxDiscount: 50_000,
          perShopperLimit: 1,
        },
        {
          code: 'FLAT200',
          description: '₹200 off orders of ₹1,999 or more',
          kind: 'flat',
          value: 20_000,
          minOrder: 199_900,
          usageLimit: 1000,
          perShopperLimit: 3,
        },
      ])
      .onConflictDoNothing();
  },
};
