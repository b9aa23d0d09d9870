import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { BulkChange, ReviewStatusValue } from '../../../../sync/schemas/review';
import { api } from '../../../lib/api-client';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { useSessionState } from '../data/use-session-state';
import { count } from '../display';

/**
 * Moderating many reviews at once, for the business and the product review queues:
 * PUT {path} `{ ids, status }` answers what changed, with each review's previous status; the
 * screen says "12 reviews approved · Undo" for the rest of the session, and Undo sends the
 * previous statuses back, one call per previous status, each only for the reviews still as this
 * change left them (`from`), so it never overwrites what another admin did since.
 */
export type ModerationStatus = ReviewStatusValue;
export type { BulkChange };

/** A status change as the list applies it. */
export type StatusChange = { id: number; status: ModerationStatus };

/** What the screen says after a change; Undo is offered while `changed` is not empty. */
export type BulkNotice = { message: string; changed: BulkChange[] };

const DONE: Record<ModerationStatus, string> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  PENDING: 'moved back to pending',
};

/** The bulk call of a queue: business reviews or product reviews. */
export type BulkPath = '/reviews/bulk' | '/product-reviews/bulk';

export function moderateMany(path: BulkPath, ids: number[], status: ModerationStatus, from?: ModerationStatus) {
  return api(path, {
    method: 'PUT',
    json: from ? { ids, status, from } : { ids, status },
    fallback: 'Failed to update reviews',
  });
}

/** The calls that undo a change: the reviews grouped by their previous status. */
export function undoCalls(
  changed: BulkChange[],
): { ids: number[]; status: ModerationStatus; from: ModerationStatus }[] {
  const groups = new Map<string, { ids: number[]; status: ModerationStatus; from: ModerationStatus }>();
  for (const change of changed) {
    const key = `${change.from}>${change.to}`;
    const group = groups.get(key) ?? { ids: [], status: change.from, from: change.to };
    group.ids.push(change.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "12 reviews approved", "1 product review rejected · 2 unchanged", "No reviews changed". */
export function changeMessage(noun: string, to: ModerationStatus, changed: number, asked: number): string {
  if (changed === 0) return `No ${noun}s changed: they were already ${DONE[to]} or are gone`;
  const unchanged = asked - changed;
  return `${count(changed, noun)} ${DONE[to]}${unchanged > 0 ? ` · ${unchanged} unchanged` : ''}`;
}

/** A bulk change as the queue asks for it; `refill`: load the page again after it (useBulkModeration). */
type Apply = { ids: number[]; status: ModerationStatus; refill: boolean };

/**
 * The state of a queue's bulk moderation: `apply` changes the given reviews, `undo` reverts the
 * last change, each a mutation whose refusal the screen shows (`changes`, lib/changes.ts), and
 * which marks the queue's pages (`queue`) out of date. `onChanged` gets the new statuses to show,
 * and whether the page should be loaded again (`refill`): after a change from the bulk bar, so
 * that a queue moves on to the reviews still waiting, and after an undo, which brings reviews back
 * into it. A single card's change stays in place, its new status shown.
 */
export function useBulkModeration({
  path,
  noun,
  sessionKey,
  queue,
  onChanged,
}: {
  path: BulkPath;
  noun: string;
  sessionKey: string;
  queue: QueryKey;
  onChanged: (changes: StatusChange[], refill: boolean) => void;
}) {
  const [notice, setNotice] = useSessionState<BulkNotice>(sessionKey);

  const apply = useMutation(
    {
      mutationFn: ({ ids, status }: Apply) => moderateMany(path, ids, status),
      onSuccess: ({ changed }, { ids, status, refill }) => {
        markOutOfDate(queue);
        onChanged(
          changed.map((c) => ({ id: c.id, status: c.to })),
          refill,
        );
        setNotice({ message: changeMessage(noun, status, changed.length, ids.length), changed });
      },
    },
    queryClient,
  );

  const undo = useMutation(
    {
      mutationFn: async (last: BulkNotice) => {
        const asked = last.changed.length;
        let remaining = last.changed;
        let restored = 0;
        for (const call of undoCalls(remaining)) {
          const { changed } = await moderateMany(path, call.ids, call.status, call.from);
          restored += changed.length;
          onChanged(
            changed.map((c) => ({ id: c.id, status: c.to })),
            true,
          );
          // Should the next call fail, Undo is still offered for what is left, and only that.
          remaining = remaining.filter((c) => !call.ids.includes(c.id));
          setNotice({ message: last.message, changed: remaining });
        }
        const missed = asked - restored;
        setNotice({
          message: `Undone: ${count(restored, noun)} restored${missed > 0 ? ` · ${missed} changed by someone else since, left as they are` : ''}`,
          changed: [],
        });
      },
      // a failed undo may have restored some reviews before its refused call
      onSettled: () => markOutOfDate(queue),
    },
    queryClient,
  );

  return {
    notice,
    busy: apply.isPending || undo.isPending,
    /** The two kinds of change, for the screen's banner (lib/changes.ts lastRefusal). */
    changes: [apply, undo] as const,
    apply: (
      ids: number[],
      status: ModerationStatus,
      { refill = true, onApplied }: { refill?: boolean; onApplied?: () => void } = {},
    ) => apply.mutate({ ids, status, refill }, { onSuccess: onApplied }),
    undo: () => notice && undo.mutate(notice),
    dismiss: () => setNotice(null),
  };
}
