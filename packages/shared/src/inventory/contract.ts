/** The inventory endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import { z } from 'zod';
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite } from '../api/contract';
import { adminProductParamsSchema } from '../products';
import { stockAdjustSchema, stockHistoryQuerySchema, stockHistorySchema } from './index';
import { adminProductSchema } from '../products';
import { stockMovementSchema } from './index';
import type { inventoryEndpoints } from './endpoints';

/** What an adjustment answers: the product as it now stands and the movement written. */
const stockAdjustResultSchema = z.object({
  product: adminProductSchema,
  movement: stockMovementSchema,
});

export const inventoryContract = {
  'admin.inventory.adjust': {
    params: adminProductParamsSchema,
    body: stockAdjustSchema,
    responses: { 200: stockAdjustResultSchema },
    // 400 naming delta: the change would take the stock below zero.
    errors: [...staffWrite, 404],
  },
  'admin.inventory.history': {
    params: adminProductParamsSchema,
    query: stockHistoryQuerySchema,
    responses: { 200: stockHistorySchema },
    errors: [...staffRead, 404],
  },
} as const satisfies { [N in keyof typeof inventoryEndpoints]: EndpointContract };
