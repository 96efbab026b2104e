/** The audit log: every write a staff member or owner makes, with who, when, what, before and after. */
import { z } from 'zod';
import { staffRoleSchema } from '../auth';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';

/** Entity types are short lowercase words: `settings`, `user`, `invitation`, `order`, `product`… */
export const AUDIT_ENTITY_TYPE_PATTERN = /^[a-z][a-z0-9-]{0,49}$/;

/** An exact value to look for: the database cannot hold a NUL character, so none can match. */
const exact = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character');

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be a date and time such as 2026-01-31T00:00:00+05:30.`,
  });

/**
 * The owner's view of the log, newest first, paged by cursor. Every filter is optional and they
 * combine: an actor (by account id or email), an entity (its type, and optionally its id), and a
 * time range, `from` included and `to` excluded.
 */
export const auditListQuerySchema = cursorPageQuerySchema
  .extend({
    actorId: exact(200).optional(),
    actorEmail: exact(254)
      .transform((email) => email.toLowerCase())
      .optional(),
    entityType: z
      .string()
      .trim()
      .regex(AUDIT_ENTITY_TYPE_PATTERN, 'An entity type is a short lowercase word, such as order.')
      .optional(),
    entityId: exact(200).optional(),
    from: instant('from').optional(),
    to: instant('to').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.entityId !== undefined && query.entityType === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['entityId'],
        message: 'Choose the entity type as well as its id.',
      });
    }
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must come after from.' });
    }
  });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who made the change, as they were then (an account may later change role or go). */
  actor: z.object({ id: z.string(), email: z.string(), role: staffRoleSchema.nullable() }),
  /** `<area>.<verb>`: `settings.update`, `staff.invite`, `order.ship`… */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The entity's state before the change, as JSON; null when the change created it. */
  before: z.unknown(),
  /** Its state after; null when the change removed it. */
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = cursorPageSchema(auditEntrySchema).extend({
  /**
   * What people call the records the page's values name (an account's id → its name and email,
   * an order's id → its number, a product's slug → its name), so the log reads by name.
   */
  names: z.record(z.string(), z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
