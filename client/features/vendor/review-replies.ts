/**
 * The owner's reply to each customer review (docs/product.md "Reviews"): the one the server has,
 * else the latest one written on this device. A reply goes through the outbox so it can be
 * written offline; until the list shows the server's copy, the queued one stands in for it.
 */
import { t } from '@lingui/core/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MutationArgs } from '../../../sync/mutations';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { useSession } from '../../lib/session';
import { db, type StoredEntry } from '../../store/db';

export type ReplyEntry = Pick<StoredEntry, 'id' | 'name' | 'args' | 'state' | 'message' | 'clientTime'>;

/** What a review shows of its reply. `sent` is applied by the server, not in the list yet. */
export type ShownReply =
  | { state: 'published' | 'sent'; text: string; createdAt: string }
  | { state: 'waiting'; text: string; createdAt: string; mutationId: string }
  | { state: 'refused'; text: string; message: string; mutationId: string };

const argsOf = (e: ReplyEntry) => e.args as MutationArgs<'review.reply'>;

/** The reply of one review: the server's first (a reply is written once), else its latest queued one. */
export function shownReply(
  reviewId: number,
  published: BusinessReviewRecord['reply'] | undefined,
  entries: readonly ReplyEntry[],
): ShownReply | null {
  if (published) return { state: 'published', ...published };
  const entry = entries.findLast((e) => e.name === 'review.reply' && argsOf(e).reviewId === reviewId);
  if (!entry) return null;
  const text = argsOf(entry).reply;
  const createdAt = new Date(entry.clientTime).toISOString();
  if (entry.state === 'rejected')
    return { state: 'refused', text, message: entry.message || t`Your reply was not accepted`, mutationId: entry.id };
  if (entry.state === 'waiting') return { state: 'waiting', text, createdAt, mutationId: entry.id };
  return { state: 'sent', text, createdAt };
}

/**
 * This account's replies in the outbox, oldest first. Applied ones are kept (until a pull
 * reconciles them away) so a reply stays on screen between its push and the list's reload.
 */
export function useReplyEntries(): ReplyEntry[] | undefined {
  const userId = useSession().user?.id ?? 0;
  return useLiveQuery(
    () =>
      db.outbox
        .where('userId')
        .equals(userId)
        .filter((e) => e.name === 'review.reply')
        .sortBy('seq'),
    [userId],
  );
}
