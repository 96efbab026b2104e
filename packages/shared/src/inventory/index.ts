/**
 * Stock: how many of each product the shop holds, why it changed (the ledger staff read and
 * adjust) and when it runs low.
 */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';
import { optionalText } from '../text';

/** Why staff change a product's stock by hand. */
export const STOCK_ADJUST_REASONS = ['restock', 'damaged', 'correction', 'return'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];
export const STOCK_REASON_LABELS: Record<string, string> = {
  opening: 'Opening stock',
  restock: 'Restock',
  damaged: 'Damaged',
  correction: 'Correction',
  return: 'Return received',
  'order-placed': 'Order placed',
  'order-cancelled': 'Order cancelled',
  'order-released': 'Order unpaid',
  'order-withdrawn': 'Order withdrawn',
  'order-returned': 'Order return received',
  'return-written-off': 'Return written off',
};

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export const lowStockThresholdSchema = z
  .number({ error: 'Enter the low-stock threshold as a number.' })
  .int('The low-stock threshold must be a whole number.')
  .min(0, 'The low-stock threshold cannot be negative.')
  .max(100_000, 'The low-stock threshold is too large.');

export const stockAdjustSchema = z.object({
  delta: z
    .number({ error: 'Enter how many units to add or take off.' })
    .int('Enter a whole number of units.')
    .min(-1_000_000, 'That is too many units.')
    .max(1_000_000, 'That is too many units.')
    .refine((delta) => delta !== 0, 'Enter how many units to add or take off.'),
  reason: z.enum(STOCK_ADJUST_REASONS, {
    error: `Choose a reason: ${STOCK_ADJUST_REASONS.join(', ')}.`,
  }),
  note: optionalText('note', 500).default(''),
  /** Optional: when given, the low-stock threshold is saved with the change. */
  lowStockThreshold: lowStockThresholdSchema.optional(),
});
export type StockAdjust = z.input<typeof stockAdjustSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  delta: z.number().int(),
  reason: z.string(),
  /** Staff who made it; null for the shop's own changes (orders, opening stock). */
  actorEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  note: z.string(),
  stockAfter: z.number().int(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockHistorySchema = cursorPageSchema(stockMovementSchema);
export const stockHistoryQuerySchema = cursorPageQuerySchema;
