/**
 * What belongs to the signed-in account on this device. Its own data (searches, leads, deliveries,
 * pending reviews, votes, own business) is cleared when the account signs out or changes; its
 * outbox entries stay, tagged with its id, and are only ever sent under that account again.
 */
import { db } from './db';

export async function clearAccountData(): Promise<void> {
  await db.transaction('rw', [db.mine, db.meta], async () => {
    await db.mine.clear();
    await db.meta.bulkPut([
      { key: 'mineCursor', value: 0 },
      { key: 'mineUserId', value: null },
    ]);
  });
}
