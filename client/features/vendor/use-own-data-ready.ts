import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../../lib/session';
import { db } from '../../store/db';

/**
 * True once the device holds this account's own data (a signed-in pull has finished for it):
 * screens then read the store, which works offline and shows writes waiting to sync; before
 * that they read the API. Undefined while IndexedDB answers.
 */
export function useOwnDataReady(): boolean | undefined {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(async () => userId !== null && (await db.meta.get('mineUserId'))?.value === userId, [userId]);
}
