import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Pagination } from '../../../../sync/answers/envelope';
import { lastRefusal } from '../../../lib/changes';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { adminKeys } from '../data/admin-keys';
import { useAdminQuery } from '../data/use-admin-query';
import { useListSearch } from '../ui/list-search';
import { queueParams, type QueueQuery, type ReviewFilter } from './admin-review';
import { useBulkModeration, type ModerationStatus, type QueueNoun, type StatusChange } from './bulk-moderation';

const NONE: ReadonlySet<number> = new Set();

export type Queued = { id: number; status: string; isFlagged: boolean };

/**
 * The state of a moderation queue, of business reviews or of product reviews (docs/screens.md
 * "Admin reviews"): the filter, search and page the server answers for; the selection of the bulk
 * bar; the bulk changes with their Undo (bulk-moderation.ts); and a card's Flag, when the queue
 * has one.
 */
export function useModerationQueue<R extends Queued>({
  name,
  noun,
  load,
  flag,
}: {
  /** 'reviews': GET /reviews?…, PUT /reviews/bulk, and the Undo kept as `undo:reviews`. */
  name: 'reviews' | 'product-reviews';
  /** What the queue's labels and notices call its items (moderation-queue.tsx, bulk-moderation.ts). */
  noun: QueueNoun;
  load: (query: QueueQuery, signal: AbortSignal) => Promise<{ reviews: R[]; pagination: Pagination }>;
  /** Flags or unflags a review (business reviews only). */
  flag?: (review: R) => Promise<unknown>;
}) {
  const [filter, setFilter] = useState<ReviewFilter>('PENDING');
  const [page, setPage] = useState(1);
  const search = useListSearch(() => setPage(1));
  const queue = { filter, q: search.q, page };
  const query = useAdminQuery(adminKeys.list(name, queue), (signal) => load(queue, signal));
  // The selection belongs to the list it was made in: another page, filter or search starts empty.
  const shown = queueParams(queue);
  const [selection, setSelection] = useState({ shown, ids: NONE });
  const selected = selection.shown === shown ? selection.ids : NONE;
  const select = (ids: ReadonlySet<number>) => setSelection({ shown, ids });

  // A page emptied by moderation (the last one of a queue): go to the new last page.
  const pages = Math.max(1, query.data?.pagination.pages ?? 1);
  if (query.data && !query.loading && page > pages) setPage(pages);

  /** Shows the new statuses at once; after a bulk change or an undo, loads the page again (bulk-moderation.ts). */
  const showChanges = (changes: StatusChange[], refill: boolean) => {
    const next = new Map(changes.map((c) => [c.id, c.status]));
    query.update((current) => ({
      ...current,
      reviews: current.reviews.map((r) => (next.has(r.id) ? { ...r, status: next.get(r.id)! } : r)),
    }));
    if (refill) query.reload();
  };
  const bulk = useBulkModeration({
    path: `/${name}/bulk`,
    noun,
    sessionKey: `undo:${name}`,
    queue: adminKeys.lists(name),
    onChanged: showChanges,
  });

  /** One card's Flag: that card's buttons wait meanwhile, and its refusal shows in the banner. */
  const flagging = useMutation(
    {
      mutationFn: (review: R) => flag!(review),
      onSuccess: (_answer, review) => {
        query.update((current) => ({
          ...current,
          reviews: current.reviews.map((r) => (r.id === review.id ? { ...r, isFlagged: !review.isFlagged } : r)),
        }));
        markOutOfDate(adminKeys.lists(name));
      },
    },
    queryClient,
  );

  return {
    noun,
    query,
    reviews: query.data?.reviews ?? [],
    filter,
    setFilter: (next: ReviewFilter) => {
      setFilter(next);
      setPage(1);
    },
    page,
    setPage,
    search,
    bulk,
    flag: (review: R) => flagging.mutate(review),
    /** A card's status change goes through the bulk call, so that it can be undone; the card stays where it is. */
    setStatus: (id: number, status: ModerationStatus) => bulk.apply([id], status, { refill: false }),
    isBusy: (id: number) => (flagging.isPending && flagging.variables.id === id) || bulk.busy,
    /** The refusal of the last change, a card's or the bulk bar's, in the screen's banner. */
    action: lastRefusal(flagging, ...bulk.changes),
    selected,
    select,
    toggle: (id: number, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      select(next);
    },
    applySelected: (ids: number[], status: ModerationStatus) =>
      bulk.apply(ids, status, { onApplied: () => select(NONE) }),
  };
}

export type ModerationQueueState<R extends Queued> = ReturnType<typeof useModerationQueue<R>>;
