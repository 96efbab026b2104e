import { eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { orderBody, placeOrder } from '../../test/shop-data';

/** Orders the product as the shopper and marks the order delivered, as staff would. */
export async function deliverTo(
  t: TestApp,
  shopper: { cookie: string; email: string },
  product: { id: string; price: number },
) {
  const placed = await placeOrder(t, shopper.cookie, orderBody([product]));
  if (placed.statusCode !== 201) throw new Error(`order refused: ${placed.body}`);
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, shopper.email));
  await t.database.db
    .update(orders)
    .set({ status: 'delivered' })
    .where(eq(orders.userId, user!.id));
}
