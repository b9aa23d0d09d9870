import { describe, expect, it, vi } from 'vitest';
import { lastRefusal } from './changes';

/** A change as useMutation reports it: started at `submittedAt` (0: never), refused with `error`. */
const change = (submittedAt: number, error: string | null = null) => ({
  submittedAt,
  error: error === null ? null : new Error(error),
  isError: error !== null,
  reset: vi.fn(),
});

describe("a screen's banner shows the refusal of its last change", () => {
  it.each([
    { case: 'nothing started', changes: [change(0), change(0)], shown: null },
    { case: 'the last one refused', changes: [change(1), change(2, 'Failed to delete')], shown: 'Failed to delete' },
    {
      case: 'an earlier refusal, then another change',
      changes: [change(1, 'Failed to update'), change(2)],
      shown: null,
    },
    {
      case: 'the first kind refused last',
      changes: [change(3, 'Failed to update'), change(2, 'x')],
      shown: 'Failed to update',
    },
  ])('$case', ({ changes, shown }) => {
    const [first, ...rest] = changes;
    expect(lastRefusal(first!, ...rest).error).toBe(shown);
  });

  it('Dismiss forgets every refusal, so an older one does not take its place', () => {
    const older = change(1, 'Failed to update');
    const last = change(2, 'Failed to delete');
    const pending = change(3);
    lastRefusal(older, last, pending).dismiss();
    expect(older.reset).toHaveBeenCalled();
    expect(last.reset).toHaveBeenCalled();
    expect(pending.reset).not.toHaveBeenCalled();
  });
});
