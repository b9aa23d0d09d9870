/**
 * Settings → Clear offline data: drops the directory copy, the account's own data and the
 * signed-in screens' kept answers on this device and resets the pull cursors, so the next sync
 * downloads them afresh. The outbox is kept: writes still waiting are never lost
 * (docs/product.md "Offline").
 */
import { queryClient } from '../lib/server-state';
import { clearAccountData } from '../store/account';
import { db, setMeta } from '../store/db';

export async function clearOfflineData(): Promise<void> {
  const kept = [db.categories, db.businesses, db.reviews, db.productReviews, db.seen, db.listings];
  await db.transaction('rw', [...kept, db.areas], async () => {
    await Promise.all(kept.map((t) => t.clear()));
    // the chosen areas stay chosen, and download again
    await db.areas.toCollection().modify({ cursor: 0, syncedAt: null });
  });
  await setMeta('cursor', 0);
  await setMeta('baseCursor', 0);
  await clearAccountData();
  // the signed-in screens' kept answers go too (the persister then keeps the empty cache)
  queryClient.clear();
}
