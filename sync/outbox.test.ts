import { describe, expect, it } from 'vitest';
import {
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  backoffDelay,
  countByState,
  pickBatch,
  reconciled,
  settle,
  type OutboxEntry,
} from './outbox';

const entry = (seq: number, patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq,
  id: `id-${seq}`,
  name: 'review.create',
  args: { businessId: 1, rating: 5 },
  clientTime: seq,
  userId: 7,
  state: 'waiting',
  attempts: 0,
  ...patch,
});

describe('pickBatch', () => {
  it('takes one account’s waiting entries in the order they were written', () => {
    const entries = [
      entry(3),
      entry(1),
      entry(2, { userId: 8 }),
      entry(4, { state: 'rejected' }),
      entry(5, { state: 'applied' }),
    ];
    expect(pickBatch(entries, 7).map((e) => e.seq)).toEqual([1, 3]);
    expect(pickBatch(entries, 8).map((e) => e.seq)).toEqual([2]);
  });

  it('caps a batch by count and by bytes, always taking at least one', () => {
    const many = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    expect(pickBatch(many, 7, { max: 4, maxBytes: 1e6 })).toHaveLength(4);
    const big = [entry(1, { args: { comment: 'x'.repeat(500) } }), entry(2)];
    expect(pickBatch(big, 7, { max: 100, maxBytes: 300 })).toHaveLength(1);
  });
});

describe('settle', () => {
  const batch = [entry(1), entry(2), entry(3), entry(4), entry(5)];

  it.each([
    ['applied', { status: 'applied' }, 'applied'],
    ['duplicate', { status: 'duplicate' }, 'applied'],
    ['refused by a rule (409)', { status: 'rejected', code: 409, message: 'Already quoted' }, 'rejected'],
    ['refused, different data (422)', { status: 'rejected', code: 422, message: 'used' }, 'rejected'],
    ['needs sign-in (401)', { status: 'rejected', code: 401, message: 'expired' }, 'waiting'],
    ['server trouble (503)', { status: 'rejected', code: 503, message: 'busy' }, 'waiting'],
  ] as const)('%s → %s', (_label, result, state) => {
    const { updates } = settle([entry(1)], [{ id: 'id-1', ...result }], 100);
    expect(updates[0]!.state).toBe(state);
  });

  it('keeps a refused entry with its message, and the entries after it still apply', () => {
    const { updates, needsAuth, retryLater } = settle(
      batch,
      [
        { id: 'id-1', status: 'rejected', code: 409, message: 'This lead already has your quote' },
        { id: 'id-2', status: 'applied', result: { id: 9 } },
        { id: 'id-3', status: 'duplicate', result: { id: 8 } },
        { id: 'id-4', status: 'rejected', code: 401, message: 'Your session has expired.' },
      ],
      100,
    );
    expect(updates.map((u) => u.state)).toEqual(['rejected', 'applied', 'applied', 'waiting', 'waiting']);
    expect(updates[0]).toMatchObject({ message: 'This lead already has your quote', code: 409 });
    expect(updates[1]).toMatchObject({ result: { id: 9 }, settledAt: 100 });
    expect(needsAuth).toBe(true);
    expect(retryLater).toBe(true);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, with jitter in the upper half', () => {
    expect(backoffDelay(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(RETRY_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(RETRY_BASE_MS * 4);
    expect(backoffDelay(50, () => 1)).toBe(RETRY_MAX_MS);
    const spread = new Set(Array.from({ length: 20 }, () => backoffDelay(4)));
    expect(spread.size).toBeGreaterThan(1);
  });
});

describe('reconciled', () => {
  it('drops applied entries only once a pull started after they were applied', () => {
    const entries = [
      entry(1, { state: 'applied', settledAt: 50 }),
      entry(2, { state: 'applied', settledAt: 150 }),
      entry(3, { state: 'rejected', settledAt: 10 }),
      entry(4),
    ];
    expect(reconciled(entries, 100)).toEqual(['id-1']);
    expect(countByState(entries)).toEqual({ pending: 1, rejected: 1 });
  });
});
