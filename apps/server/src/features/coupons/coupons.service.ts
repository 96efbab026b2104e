import type { CartLineInput } from '@terracraft/shared/cart';
import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import { formatInr } from '@terracraft/shared/money';
import { AppError } from '../../lib/errors';
import type { Database, Transaction } from '../../db/client';
import { priceCart } from '../pricing';
import { createCouponRepository, type CouponRow } from './coupons.repository';

interface CouponDiscount {
  code: string;
  description: string;
  /** Paise. */
  discount: number;
}

const notApplicable = (message: string) =>
  new AppError(400, COUPON_ERROR_CODE, message, { code: message });

/** The discount a coupon gives on a subtotal: a percentage (capped) or a flat amount, never more than the subtotal. */
export function discountFor(
  coupon: Pick<CouponRow, 'kind' | 'value' | 'maxDiscount'>,
  subtotal: number,
): number {
  const raw =
    coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
  return Math.max(0, Math.min(capped, subtotal));
}

/** Why a coupon does not apply, or undefined when it does. Per-shopper use is checked separately. */
function refusal(coupon: CouponRow | undefined, subtotal: number, now: Date): string | undefined {
  if (!coupon || !coupon.active) return 'This coupon code is not valid.';
  if (coupon.startsAt && coupon.startsAt > now) return 'This coupon is not active yet.';
  if (coupon.endsAt && coupon.endsAt <= now) return 'This coupon has expired.';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return 'This coupon has reached its usage limit.';
  }
  if (subtotal < coupon.minOrder) {
    return `This coupon needs an order of at least ${formatInr(coupon.minOrder)}. Add ${formatInr(coupon.minOrder - subtotal)} more to use it.`;
  }
  return undefined;
}

export function createCouponService(db: Database) {
  async function check(
    repository: ReturnType<typeof createCouponRepository>,
    coupon: CouponRow | undefined,
    { subtotal, userId, now }: { subtotal: number; userId: string | undefined; now: Date },
  ): Promise<CouponDiscount> {
    const reason = refusal(coupon, subtotal, now);
    if (reason || !coupon) throw notApplicable(reason ?? 'This coupon code is not valid.');
    if (userId && coupon.perShopperLimit !== null) {
      const uses = await repository.usesBy(coupon.code, userId);
      if (uses >= coupon.perShopperLimit) {
        throw notApplicable(
          coupon.perShopperLimit === 1
            ? 'You have already used this coupon.'
            : `You have already used this coupon ${uses} times, the most allowed.`,
        );
      }
    }
    return {
      code: coupon.code,
      description: coupon.description,
      discount: discountFor(coupon, subtotal),
    };
  }

  /** Whether and how much a coupon takes off; throws a 400 with the reason when it does not apply. */
  async function quote(input: { code: string; subtotal: number; userId?: string; now?: Date }) {
    const repository = createCouponRepository(db);
    const coupon = await repository.find(input.code);
    return check(repository, coupon, {
      subtotal: input.subtotal,
      userId: input.userId,
      now: input.now ?? new Date(),
    });
  }

  return {
    quote,

    /** What a coupon takes off cart lines at current prices, with the subtotal it applies to. */
    async quoteForCart(input: { code: string; items: CartLineInput[]; userId?: string }) {
      const { subtotal } = await priceCart(db, input.items);
      return { ...(await quote({ code: input.code, subtotal, userId: input.userId })), subtotal };
    },

    /**
     * Applies a coupon to an order inside the order's transaction: the coupon row is locked, so
     * usage limits hold when many orders are placed at once.
     */
    async redeem(
      tx: Transaction,
      input: { code: string; subtotal: number; userId: string; orderId: string; now?: Date },
    ): Promise<CouponDiscount> {
      const repository = createCouponRepository(tx);
      const coupon = await repository.find(input.code, { forUpdate: true });
      const result = await check(repository, coupon, {
        subtotal: input.subtotal,
        userId: input.userId,
        now: input.now ?? new Date(),
      });
      await repository.recordUse({
        code: result.code,
        userId: input.userId,
        orderId: input.orderId,
        discount: result.discount,
      });
      return result;
    },

    /** Inside a cancellation's transaction: the order's coupon use no longer counts. */
    async release(tx: Transaction, orderId: string) {
      await createCouponRepository(tx).releaseUse(orderId);
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
