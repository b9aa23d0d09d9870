/**
 * The outbox: writes made on the device wait here until the server has taken them, exactly once.
 * Pure rules, independent of storage; client/store/outbox.ts keeps the entries in IndexedDB.
 *
 *  1. Enqueue: each write gets a UUID, a sequence number (its place in line) and the account that
 *     made it (0 when signed out); it is applied to the local view at once, marked waiting.
 *  2. Pick: the waiting entries of one account, oldest first, at most PUSH_BATCH_MAX and
 *     PUSH_BATCH_MAX_BYTES. Entries of another account are never sent under this one.
 *  3. Send: one push; the server applies them in order, each once (sync/protocol.ts, push).
 *  4. Settle each answer: applied or duplicate → `applied` (kept as a local record until a pull
 *     brings the real row); rejected by a rule → `rejected`, kept with the server's message for
 *     the author to edit and resend or discard (only discard when it can never succeed,
 *     isFinalRefusal), never dropped, and it does not block the entries after it; rejected with 401 → stays waiting and the token is refreshed; 408/429/5xx or no
 *     answer → stays waiting and the whole queue backs off (exponential, with jitter).
 *  5. Reconcile: a pull that started after an entry was applied has stored its real row, so the
 *     entry is removed.
 * Guarantees: exactly once (the server's applied-mutation record, keyed by account and id);
 * in order within an account; nothing lost silently.
 */
import { PUSH_BATCH_MAX, PUSH_BATCH_MAX_BYTES, type PushResult } from './protocol';

export type OutboxState = 'waiting' | 'applied' | 'rejected';

export type OutboxEntry = {
  seq: number;
  id: string;
  name: string;
  args: unknown;
  clientTime: number;
  userId: number;
  state: OutboxState;
  attempts: number;
  message?: string;
  code?: number;
  /** Field messages of a refusal, for the edit form. */
  errors?: Record<string, string>;
  result?: unknown;
  /** When the server's answer settled the entry (ms). */
  settledAt?: number;
};

const utf8 = new TextEncoder();

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** 2. The next batch of one account's waiting entries, in order. */
export function pickBatch<E extends OutboxEntry>(
  entries: readonly E[],
  userId: number,
  limits = { max: PUSH_BATCH_MAX, maxBytes: PUSH_BATCH_MAX_BYTES },
): E[] {
  const batch: E[] = [];
  let bytes = 0;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.userId !== userId || entry.state !== 'waiting') continue;
    // bytes as sent (UTF-8), not UTF-16 units: a batch of non-Latin text must fit the body limit too
    const size = utf8.encode(JSON.stringify(entry.args)).length + entry.name.length + 100;
    if (batch.length > 0 && (batch.length >= limits.max || bytes + size > limits.maxBytes)) break;
    batch.push(entry);
    bytes += size;
  }
  return batch;
}

/** Codes that say "try again later" rather than "this write is wrong". */
export function isRetryable(code: number | undefined): boolean {
  return code === undefined || code === 0 || code === 408 || code === 429 || code >= 500;
}

/**
 * Refusals that no edit or resend can turn into success: what the write is about changed or is
 * gone (a quote for a request the customer closed, 409; a review of a removed business, 404), or
 * it is not the author's to make (403). Such an entry can only be discarded.
 */
export function isFinalRefusal(code: number | undefined): boolean {
  return code === 403 || code === 404 || code === 409 || code === 410;
}

type Settlement = Pick<OutboxEntry, 'id' | 'state' | 'message' | 'code' | 'errors' | 'result' | 'settledAt'>;

/** 4. What each entry of a batch becomes after the server's answer. */
export function settle(batch: readonly OutboxEntry[], results: readonly PushResult[], now: number) {
  const byId = new Map(results.map((r) => [r.id, r]));
  const updates: Settlement[] = [];
  let needsAuth = false;
  let retryLater = false;
  for (const entry of batch) {
    const r = byId.get(entry.id);
    if (r && (r.status === 'applied' || r.status === 'duplicate')) {
      updates.push({ id: entry.id, state: 'applied', result: r.result, settledAt: now });
    } else if (r?.status === 'rejected' && r.code === 401) {
      needsAuth = true;
      updates.push({ id: entry.id, state: 'waiting', message: r.message, code: 401 });
    } else if (r?.status === 'rejected' && !isRetryable(r.code)) {
      updates.push({
        id: entry.id,
        state: 'rejected',
        message: r.message,
        code: r.code,
        errors: r.errors,
        settledAt: now,
      });
    } else {
      retryLater = true;
      updates.push({ id: entry.id, state: 'waiting', message: r?.message, code: r?.code });
    }
  }
  return { updates, needsAuth, retryLater };
}

/** 4. The wait before the next try after `failures` failed pushes in a row ("equal jitter"). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** 5. Applied entries a finished pull has made redundant. */
export function reconciled(entries: readonly OutboxEntry[], pullStartedAt: number): string[] {
  return entries.filter((e) => e.state === 'applied' && (e.settledAt ?? Infinity) <= pullStartedAt).map((e) => e.id);
}

/** Entries the author still has to see: waiting, or refused with a message. */
export function countByState(entries: readonly OutboxEntry[]) {
  let pending = 0;
  let rejected = 0;
  for (const e of entries) {
    if (e.state === 'waiting') pending++;
    else if (e.state === 'rejected') rejected++;
  }
  return { pending, rejected };
}
