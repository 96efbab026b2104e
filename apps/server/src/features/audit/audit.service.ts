import type { AuditListQuery, AuditPage } from '@terracraft/shared/audit';
import type { StaffRole } from '@terracraft/shared/auth';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { createAuditRepository, type AuditRow } from './audit.repository';

/** Who makes a change: the account as it is at that moment. */
export interface AuditActor {
  id: string;
  email: string;
  role: StaffRole | null;
}

/** One change made from the back office. */
interface AuditRecord {
  actor: AuditActor;
  /** `<area>.<verb>`: `settings.update`, `staff.invite`, `order.ship`… */
  action: string;
  entityType: string;
  entityId: string;
  /** The entity's state before, as JSON; null or left out when the change created it. */
  before?: unknown;
  /** Its state after; null or left out when the change removed it. */
  after?: unknown;
}

/** Strings a page's entries hold that could name a record: ids and slugs, not prose. */
function candidateNames(entries: AuditPage['items']): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 3 && value.length <= 64 && /^[\w.-]+$/.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const entry of entries) {
    walk(entry.entityId);
    walk(entry.before);
    walk(entry.after);
  }
  return [...found].slice(0, 1000);
}

const cursorKey = z.tuple([z.iso.datetime(), z.number().int().positive()]);

function toEntry(row: AuditRow): AuditPage['items'][number] {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * The audit log. Features record each write of the back office with `record`, inside the
 * transaction that makes the change, so the change and its entry stand or fall together.
 */
export function createAuditLog(db: Database) {
  return {
    async record(tx: Transaction, entry: AuditRecord): Promise<void> {
      await createAuditRepository(tx).insert({
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        actorRole: entry.actor.role,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** Newest first, a page at a time. */
    async list(query: AuditListQuery): Promise<AuditPage> {
      const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
      const rows = await createAuditRepository(db).list(
        {
          actorId: query.actorId,
          actorEmail: query.actorEmail,
          entityType: query.entityType,
          entityId: query.entityId,
          from: query.from === undefined ? undefined : new Date(query.from),
          to: query.to === undefined ? undefined : new Date(query.to),
          after: after && { at: new Date(after[0]), id: after[1] },
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const items = page.map(toEntry);
      return {
        items,
        names: await createAuditRepository(db).namesOf(candidateNames(items)),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor([last.at.toISOString(), last.id]) : null,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
