/**
 * Replays the outbox (sync/outbox.ts steps 2–4): per account, oldest first, one batch at a time.
 * Signed-in entries go with a fresh token, anonymous ones without a token under the device id.
 * A push refused as a whole (4xx other than 401/408/429, e.g. 413) is sent again one entry at a
 * time, and an entry refused alone becomes `rejected` with the server's message: no entry can
 * hold up the queue behind it by being retried forever.
 */
import { t } from '@lingui/core/macro';
import type { ApiAnswers } from '../../sync/api-contract';
import type { ProductReviewVotes } from '../../sync/answers/product-review';
import { isRetryable, pickBatch, settle } from '../../sync/outbox';
import { DEVICE_ID_HEADER, type PushResponse } from '../../sync/protocol';
import { WRITE_TIMEOUT_MS } from '../../sync/constants';
import { ApiError, api, freshToken, refreshTokens } from '../lib/api-client';
import { request } from '../lib/connectivity';
import { getSession } from '../lib/session';
import { db, getMeta, setMeta, type StoredEntry } from './db';
import { SyncHttpError } from './pull';
import { keepVoteResults } from './seen-first';

/** `retry`: the server could not be reached or was unwell; the caller backs off. */
export type PushOutcome = 'idle' | 'done' | 'retry';

export async function pushOutbox(): Promise<PushOutcome> {
  const userId = getSession().user?.id ?? null;
  let outcome: PushOutcome = 'idle';
  for (const account of userId === null ? [0] : [userId, 0]) {
    const result = await pushAccount(account);
    if (result === 'retry') return 'retry';
    if (result === 'done') outcome = 'done';
  }
  return outcome;
}

async function pushAccount(account: number): Promise<PushOutcome> {
  let refreshed = false;
  let pushed = false;
  let oneAtATime = false;
  for (;;) {
    const waiting = await db.outbox.where('userId').equals(account).toArray();
    let batch = pickBatch(waiting, account);
    if (oneAtATime) batch = batch.slice(0, 1);
    if (batch.length === 0) return pushed ? 'done' : 'idle';
    try {
      batch = await uploadFiles(batch);
    } catch (err) {
      if (err instanceof SyncHttpError && err.status === 401) return 'idle';
      if (err instanceof SyncHttpError) return 'retry';
      throw err;
    }
    if (batch.length === 0) continue;
    const token = account === 0 ? null : await freshToken();
    if (account !== 0 && token === null) return 'idle';
    const res = await send(batch, token);
    if (!res) return 'retry';
    if ('refused' in res) {
      if (batch.length > 1) {
        oneAtATime = true;
        continue;
      }
      const { status, message } = res.refused;
      await db.outbox
        .where('id')
        .equals(batch[0]!.id)
        .modify((e) => {
          Object.assign(e, { state: 'rejected', message, code: status, settledAt: Date.now() });
          e.attempts += 1;
        });
      pushed = true;
      continue;
    }
    const { updates, needsAuth, retryLater } = settle(batch, res.results, Date.now());
    await keepVoteResults(appliedVotes(batch, updates));
    await db.transaction('rw', db.outbox, async () => {
      for (const u of updates) {
        await db.outbox
          .where('id')
          .equals(u.id)
          .modify((e) => {
            Object.assign(e, u);
            e.attempts += 1;
          });
      }
    });
    pushed = true;
    if (needsAuth) {
      if (refreshed || !(await refreshTokens())) return 'idle';
      refreshed = true;
    } else if (retryLater) {
      return 'retry';
    }
  }
}

/** The server's answers to the votes of a batch it applied (seen-first.ts step 4). */
function appliedVotes(batch: StoredEntry[], updates: ReturnType<typeof settle>['updates']): ProductReviewVotes[] {
  const votes = new Set(batch.filter((e) => e.name === 'productReview.vote').map((e) => e.id));
  return updates
    .filter((u) => u.state === 'applied' && votes.has(u.id))
    .map((u) => u.result as ProductReviewVotes | undefined)
    .filter((r): r is ProductReviewVotes => typeof r?.upvotes === 'number');
}

type Refused = { refused: { status: number; message: string } };

/** The server's answer; null when it should be tried again later (no answer, 401, 408, 429, 5xx). */
async function send(batch: StoredEntry[], token: string | null): Promise<PushResponse | Refused | null> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  else headers[DEVICE_ID_HEADER] = await deviceId();
  const mutations = batch.map(({ id, name, args, clientTime }) => ({ id, name, args, clientTime }));
  try {
    const res = await request('/api/sync/push', {
      method: 'POST',
      headers,
      body: JSON.stringify({ mutations }),
      timeoutMs: WRITE_TIMEOUT_MS,
    });
    if (res.ok) return (await res.json()) as ApiAnswers['POST /sync/push'];
    if (res.status === 401 || isRetryable(res.status)) return null;
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return { refused: { status: res.status, message: body?.message || t`The server refused this change` } };
  } catch {
    return null;
  }
}

/**
 * Uploads the files of a batch (POST /api/uploads) and writes their paths into the args, saved at
 * once so a later retry does not upload again. An upload the server refuses (not an image, too
 * large) rejects its entry with that message; the rest of the batch goes on.
 */
async function uploadFiles(batch: StoredEntry[]): Promise<StoredEntry[]> {
  const ready: StoredEntry[] = [];
  for (const entry of batch) {
    const files = { ...entry.files };
    const args = { ...(entry.args as Record<string, unknown>) };
    let refused: ApiError | null = null;
    for (const [field, file] of Object.entries(files)) {
      const form = new FormData();
      form.append('image', new Blob([file.bytes], { type: file.type }), file.name);
      try {
        const answer = await api('/uploads', { method: 'POST', form, fallback: t`Failed to upload the image` });
        args[field] = answer.image;
        delete files[field];
        await db.outbox.where('id').equals(entry.id).modify({ args, files });
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        if (err.status === 0 || err.status === 401 || err.status === 429 || err.status >= 500)
          throw new SyncHttpError(err.status);
        refused = err;
        break;
      }
    }
    if (refused) {
      await db.outbox.where('id').equals(entry.id).modify({
        state: 'rejected',
        message: refused.message,
        code: refused.status,
        settledAt: Date.now(),
      });
    } else {
      ready.push({ ...entry, args, files });
    }
  }
  return ready;
}

/** A random id of this device, made once: scopes anonymous change ids on the server. */
async function deviceId(): Promise<string> {
  const known = await getMeta<string | null>('deviceId', null);
  if (known) return known;
  const id = crypto.randomUUID();
  await setMeta('deviceId', id);
  return id;
}
