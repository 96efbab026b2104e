import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema';

export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  actorId?: string;
  actorEmail?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
  /** Rows strictly older than this (at, id): the last row of the page before. */
  after?: { at: Date; id: number };
}

export function createAuditRepository(db: Database | Transaction) {
  return {
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
