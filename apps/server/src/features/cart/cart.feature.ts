import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import { cartRoutes } from './cart.routes';
import type { CartService } from './cart.service';

export const registerCart: RegisterFeature<{ cart: CartService; sessions: SessionGuard }> = async (
  app,
  { cart, sessions },
) => {
  await app.register(cartRoutes, { cart, sessions });
  return {};
};
