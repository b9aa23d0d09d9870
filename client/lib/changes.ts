/**
 * A change made straight to the server, not through the outbox (a save, a status change, a
 * deletion), is a TanStack useMutation of the screen that knows what it changes: its isPending is
 * the button's wait, its error the refusal shown (docs/screens.md "Conventions of every screen"),
 * and its onSuccess shows the change and marks the answers it touched out of date
 * (lib/server-state.ts markOutOfDate).
 */

/** A change as a form or dialog runs it: the screen's mutation, seen through what the form needs. */
export type Change<V> = {
  mutate: (variables: V) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type Started = { submittedAt: number; error: Error | null; isError: boolean; reset: () => void };

/**
 * Of a screen's several kinds of change, the one started last (the first given when none has
 * started): its outcome is the one to show, so a refusal stays until dismissed or until the next
 * change starts, whatever its kind.
 */
export function lastChange<C extends Started>(...changes: [C, ...C[]]): C {
  return changes.reduce((last, change) => (change.submittedAt > last.submittedAt ? change : last));
}

/**
 * The refusal of the change started last, for a banner with Dismiss (features/admin/ui/query-status.tsx).
 * Dismiss forgets every refusal, so an older one does not take the banner's place.
 */
export function lastRefusal(...changes: [Started, ...Started[]]): { error: string | null; dismiss: () => void } {
  return {
    error: lastChange(...changes).error?.message ?? null,
    dismiss: () => changes.forEach((change) => change.isError && change.reset()),
  };
}
