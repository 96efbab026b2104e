import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditLog, orders, products, users } from '../../db/schema';

type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

interface AuditFilter {
  actorId?: string;
  actorEmail?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
  /** Rows strictly older than this (at, id): the last row of the page before. */
  after?: { at: Date; id: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAuditRepository(db: Database | Transaction) {
  return {
    /**
     * What people call the records some stored values name: accounts by id, orders by id,
     * products by slug. Values that name nothing are left out.
     */
    async namesOf(values: string[]): Promise<Record<string, string>> {
      if (values.length === 0) return {};
      const uuids = values.filter((value) => UUID.test(value));
      const [people, orderRows, productRows] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, values)),
        uuids.length
          ? db
              .select({ id: orders.id, number: orders.number })
              .from(orders)
              .where(inArray(orders.id, uuids))
          : [],
        db
          .select({ slug: products.slug, name: products.name })
          .from(products)
          .where(inArray(products.slug, values)),
      ]);
      const names: Record<string, string> = {};
      for (const row of productRows) names[row.slug] = row.name;
      for (const row of orderRows) names[row.id] = `Order #TC${row.number}`;
      for (const row of people) {
        names[row.id] =
          row.name && row.name !== row.email ? `${row.name} (${row.email})` : row.email;
      }
      return names;
    },

    async insert(row: NewAuditRow) {
      await db.insert(auditLog).values(row);
    },

    /** Newest first; each filter is served by an index ending in (at, id). */
    async list(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
        filter.actorEmail === undefined ? undefined : eq(auditLog.actorEmail, filter.actorEmail),
        filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
        filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
        filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
        filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
        filter.after === undefined
          ? undefined
          : sql`(${auditLog.at}, ${auditLog.id}) < (${filter.after.at}, ${filter.after.id})`,
      ];
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}
