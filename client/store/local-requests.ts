/**
 * Requests for quotes still in the outbox, shown in My Searches as "Waiting to send" until the
 * pull brings the real request (sync/outbox.ts step 5). The server may merge one into an earlier
 * request of the same need (docs/product.md "Requests and quotes"); the device cannot know that
 * offline, so a waiting request is shown on its own and the merge appears after the sync.
 */
import type { CategoryRecord, SearchRecord } from '../../sync/schemas/pull';
import { requestFields, searchCreateSchema } from '../../sync/schemas/search';
import { SEARCH_TTL_DAYS } from '../../sync/constants';
import type { StoredEntry } from './db';
import type { Local } from './local-views';

const DAY_MS = 86_400_000;

export function requestsWithWaiting(
  synced: SearchRecord[],
  entries: StoredEntry[],
  categories: ReadonlyMap<number, Pick<CategoryRecord, 'name'>>,
  userId: number,
): Local<SearchRecord>[] {
  const waiting = entries
    .filter((e) => e.name === 'search.create')
    .flatMap((e): Local<SearchRecord>[] => {
      const parsed = searchCreateSchema.safeParse(e.args);
      if (!parsed.success) return [];
      const a = parsed.data;
      const createdAt = new Date(e.clientTime).toISOString();
      return [
        {
          id: -e.seq,
          ...requestFields(a),
          doneAt: null,
          categoryId: a.categoryId,
          category: { id: a.categoryId, name: categories.get(a.categoryId)?.name ?? '' },
          userId,
          status: 'active',
          createdAt,
          expiresAt: new Date(e.clientTime + SEARCH_TTL_DAYS * DAY_MS).toISOString(),
          totalBids: 0,
          totalLeads: 0,
          _count: { bids: 0, leads: 0 },
          bids: [],
          quotes: [],
          pending: true,
          mutationId: e.id,
          syncState: e.state,
          ...(e.message && e.state === 'rejected' && { syncMessage: e.message }),
        },
      ];
    });
  return [...waiting.reverse(), ...synced];
}
