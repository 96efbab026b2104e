import { useEffect, useRef } from 'react';
import { useAuth } from '../features/auth';
import { forgetCart, startCartSync } from '../features/cart';
import { forgetWishlist, startWishlistSync } from '../features/wishlist';
import type { SyncController } from '../lib/server-sync';

/**
 * While a shopper is signed in, their cart and wishlist are kept on the server as well, so they
 * follow them to another browser. Signing out here saves the last change, then empties this
 * browser's copies (docs/decisions/0007).
 */
export function SavedListsSync() {
  const { user, source, confirmSession, addSignOutHandler } = useAuth();
  const userId = user?.id;
  const controllers = useRef<SyncController[]>([]);

  useEffect(() => {
    if (!userId || !source) return;
    const onSessionLost = () => void confirmSession();
    const started = [
      startCartSync(userId, source, onSessionLost),
      startWishlistSync(userId, source, onSessionLost),
    ];
    controllers.current = started;
    return () => {
      for (const controller of started) controller.stop();
      controllers.current = [];
    };
    // A change of `source` alone (the same shopper) must not start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, confirmSession]);

  useEffect(
    () =>
      addSignOutHandler({
        before: () => Promise.all(controllers.current.map((controller) => controller.flush())),
        after: () => {
          for (const controller of controllers.current) controller.stop();
          forgetCart();
          forgetWishlist();
        },
      }),
    [addSignOutHandler],
  );

  return null;
}
