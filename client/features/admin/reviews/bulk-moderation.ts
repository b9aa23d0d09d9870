import { plural, t } from '@lingui/core/macro';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { BulkChange, ReviewStatusValue } from '../../../../sync/schemas/review';
import { api } from '../../../lib/api-client';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { useSessionState } from '../data/use-session-state';

/**
 * Moderating many reviews at once, for the business and the product review queues:
 * PUT {path} `{ ids, status }` answers what changed, with each review's previous status; the
 * screen says "12 reviews approved · Undo" for the rest of the session, and Undo sends the
 * previous statuses back, one call per previous status, each only for the reviews still as this
 * change left them (`from`), so it never overwrites what another admin did since.
 */
export type ModerationStatus = ReviewStatusValue;
/** A status change as the list applies it. */
export type StatusChange = { id: number; status: ModerationStatus };

/** What the screen says after a change; Undo is offered while `changed` is not empty. */
export type BulkNotice = { message: string; changed: BulkChange[] };

/** What a queue moderates: its notices name it (one whole message per kind, for translators). */
export type QueueNoun = 'review' | 'product review';

/** "12 reviews approved", or with none changed "No reviews changed: they were already approved or are gone". */
const DONE: Record<QueueNoun, Record<ModerationStatus, (n: number) => string>> = {
  review: {
    APPROVED: (n) =>
      t`${plural(n, { 0: 'No reviews changed: they were already approved or are gone', one: '# review approved', other: '# reviews approved' })}`,
    REJECTED: (n) =>
      t`${plural(n, { 0: 'No reviews changed: they were already rejected or are gone', one: '# review rejected', other: '# reviews rejected' })}`,
    PENDING: (n) =>
      t`${plural(n, { 0: 'No reviews changed: they were already moved back to pending or are gone', one: '# review moved back to pending', other: '# reviews moved back to pending' })}`,
  },
  'product review': {
    APPROVED: (n) =>
      t`${plural(n, { 0: 'No product reviews changed: they were already approved or are gone', one: '# product review approved', other: '# product reviews approved' })}`,
    REJECTED: (n) =>
      t`${plural(n, { 0: 'No product reviews changed: they were already rejected or are gone', one: '# product review rejected', other: '# product reviews rejected' })}`,
    PENDING: (n) =>
      t`${plural(n, { 0: 'No product reviews changed: they were already moved back to pending or are gone', one: '# product review moved back to pending', other: '# product reviews moved back to pending' })}`,
  },
};

/** "Undone: 3 reviews restored". */
const UNDONE: Record<QueueNoun, (n: number) => string> = {
  review: (n) => t`${plural(n, { one: 'Undone: # review restored', other: 'Undone: # reviews restored' })}`,
  'product review': (n) =>
    t`${plural(n, { one: 'Undone: # product review restored', other: 'Undone: # product reviews restored' })}`,
};

/** The bulk call of a queue: business reviews or product reviews. */
export type BulkPath = '/reviews/bulk' | '/product-reviews/bulk';

function moderateMany(path: BulkPath, ids: number[], status: ModerationStatus, from?: ModerationStatus) {
  return api(path, {
    method: 'PUT',
    json: from ? { ids, status, from } : { ids, status },
    fallback: t`Failed to update reviews`,
  });
}

/** The calls that undo a change: the reviews grouped by their previous status. */
function undoCalls(changed: BulkChange[]): { ids: number[]; status: ModerationStatus; from: ModerationStatus }[] {
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
function changeMessage(noun: QueueNoun, to: ModerationStatus, changed: number, asked: number): string {
  const done = DONE[noun][to](changed);
  const unchanged = asked - changed;
  return changed > 0 && unchanged > 0 ? t`${done} · ${unchanged} unchanged` : done;
}

/** "Undone: 3 reviews restored · 1 changed by someone else since, left as they are". */
function undoMessage(noun: QueueNoun, restored: number, missed: number): string {
  const undone = UNDONE[noun](restored);
  return missed > 0 ? t`${undone} · ${missed} changed by someone else since, left as they are` : undone;
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
  noun: QueueNoun;
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
        setNotice({ message: undoMessage(noun, restored, missed), changed: [] });
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
