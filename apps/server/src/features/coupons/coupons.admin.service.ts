import type {
  AdminCoupon,
  CouponListQuery,
  CouponPage,
  couponCreateSchema,
  couponUpdateSchema,
} from '@terracraft/shared/coupons/admin';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { nextUpdatedAt, refuseIfChangedSince } from '../../lib/versioned-update';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { instantCursorSchema } from '../../lib/keyset';
import type { AuditLog } from '../audit';
import type { StaffUser } from '../../plugins/session';
import { createCouponAdminRepository, type CouponRow } from './coupons.admin.repository';

type Create = z.output<typeof couponCreateSchema>;
type Update = z.output<typeof couponUpdateSchema>;

const noSuchCoupon = () => notFound('No coupon has this code.');

function toAdminCoupon(row: CouponRow, shoppers: number): AdminCoupon {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrder,
    maxDiscount: row.maxDiscount,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perShopperLimit: row.perShopperLimit,
    active: row.active,
    timesUsed: row.timesUsed,
    shoppers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a coupon: its rules and use. */
const snapshot = (row: CouponRow) => {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row;
  return {
    ...rest,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
};

const rulesOf = (input: Create | Update) => ({
  description: input.description,
  kind: input.kind,
  value: input.value,
  minOrder: input.minOrder,
  maxDiscount: input.maxDiscount,
  startsAt: input.startsAt === null ? null : new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  usageLimit: input.usageLimit,
  perShopperLimit: input.perShopperLimit,
  active: input.active,
});

/**
 * Coupons as staff manage them. The shop applies every rule set here (coupons.service.ts) at the
 * cart and again, with the coupon's row locked, when an order is placed.
 */
export function createCouponAdmin({ db, audit }: { db: Database; audit: AuditLog }) {
  async function get(code: string): Promise<AdminCoupon> {
    const coupons = createCouponAdminRepository(db);
    const row = await coupons.find(code);
    if (!row) throw noSuchCoupon();
    return toAdminCoupon(row, await coupons.shoppersOf(code));
  }

  /** Locks the coupon, checks it is the version the editor read, applies the change. */
  async function change(
    actor: StaffUser,
    code: string,
    readAt: string,
    action: string,
    changes: Partial<ReturnType<typeof rulesOf>>,
  ): Promise<AdminCoupon> {
    await db.transaction(async (tx) => {
      const coupons = createCouponAdminRepository(tx);
      const before = await coupons.find(code, { forUpdate: true });
      if (!before) throw noSuchCoupon();
      refuseIfChangedSince(before.updatedAt, readAt, 'This coupon');
      const after = await coupons.update(code, {
        ...changes,
        updatedAt: nextUpdatedAt(before.updatedAt),
      });
      await audit.record(tx, {
        actor,
        action,
        entityType: 'coupon',
        entityId: code,
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return get(code);
  }

  return {
    async list(query: CouponListQuery): Promise<CouponPage> {
      const after = query.cursor ? decodeCursor(query.cursor, instantCursorSchema) : undefined;
      const rows = await createCouponAdminRepository(db).list(
        {
          q: query.q || undefined,
          active: query.status === undefined ? undefined : query.status === 'active',
          after,
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toAdminCoupon(row.coupon, row.shoppers)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor([last.cursorAt, last.coupon.code])
            : null,
      };
    },

    get,

    async create(actor: StaffUser, input: Create): Promise<AdminCoupon> {
      await db.transaction(async (tx) => {
        const now = new Date();
        const row = await createCouponAdminRepository(tx).insert({
          code: input.code,
          ...rulesOf(input),
          createdAt: now,
          updatedAt: now,
        });
        if (!row) {
          throw conflict(`A coupon with the code ${input.code} exists already.`, {
            code: 'is taken by another coupon',
          });
        }
        await audit.record(tx, {
          actor,
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: row.code,
          before: null,
          after: snapshot(row),
        });
      });
      return get(input.code);
    },

    update: (actor: StaffUser, code: string, input: Update) =>
      change(actor, code, input.updatedAt, 'coupon.update', rulesOf(input)),

    setActive: (actor: StaffUser, code: string, input: { active: boolean; updatedAt: string }) =>
      change(actor, code, input.updatedAt, input.active ? 'coupon.enable' : 'coupon.disable', {
        active: input.active,
      }),
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
