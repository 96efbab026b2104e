import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every write made from the back office: who (as they were then), when, what, and the entity's
 * state before and after. Written in the same transaction as the change; never updated. The
 * actor is copied, not referenced, so the log outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Milliseconds, so that the list's cursor (at, id) round-trips exactly through JSON.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role', { enum: ['owner', 'staff'] }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // The list is newest first, whole or filtered by actor or entity, and paged by (at, id): each
  // index ends in (at, id) and is read backwards. (An index declared DESC would be NULLS LAST,
  // which ORDER BY … DESC, being NULLS FIRST, cannot use.)
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_actor_id_idx').on(table.actorId, table.at, table.id),
    index('audit_log_actor_email_idx').on(table.actorEmail, table.at, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.at, table.id),
  ],
);
