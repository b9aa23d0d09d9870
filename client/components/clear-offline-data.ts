/**
 * Settings → Clear offline data: drops the directory copy and the account's own data kept on
 * this device and resets the pull cursors, so the next sync downloads them afresh. The outbox
 * is kept: writes still waiting are never lost (PRODUCT.md "Offline writes").
 */
import { clearAccountData } from '../store/account';
import { db, setMeta } from '../store/db';

export async function clearOfflineData(): Promise<void> {
  await db.transaction('rw', [db.categories, db.businesses, db.reviews, db.productReviews], async () => {
    await Promise.all([db.categories.clear(), db.businesses.clear(), db.reviews.clear(), db.productReviews.clear()]);
  });
  await setMeta('cursor', 0);
  await clearAccountData();
}
