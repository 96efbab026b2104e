import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService } from './wishlist.service';

export const registerWishlist: RegisterFeature<{ db: Database; sessions: SessionGuard }> = async (
  app,
  { db, sessions },
) => {
  await app.register(wishlistRoutes, { wishlist: createWishlistService(db), sessions });
  return {};
};
