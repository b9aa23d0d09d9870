import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_BASE_MS } from '../../sync/outbox';
import { clearSession } from '../lib/session';
import { clearDeviceStore, setOnline } from '../test-support/device';
import { signInAs, testUser } from '../test-support/test-user';
import { db, getMeta, reopenDb } from './db';
import { fakeServer } from '../test-support/fake-server';
import { OutboxError, discardEntry, enqueue, retryEntry, syncNow } from './outbox';
import { requestSync } from './sync-engine';

let server: ReturnType<typeof fakeServer>;
let online = true;

const signIn = (id: number) => signInAs(testUser({ id }), `refresh-${id}`);
const review = (businessId: number, rating = 5) => ({ businessId, rating, comment: 'Quick and friendly' });
const entries = () => db.outbox.orderBy('seq').toArray();
const sentIds = () => server.received.flat().map((m) => m.id);

beforeEach(async () => {
  await clearDeviceStore();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  online = true;
  setOnline(() => online);
  signIn(7);
});
afterEach(() => {
  clearSession();
});

/** Writes made offline: nothing leaves the device until the connection returns. */
async function offline<T>(write: () => Promise<T>): Promise<T> {
  online = false;
  const result = await write();
  online = true;
  return result;
}

describe('the outbox', () => {
  it('keeps writes made offline and sends each once, in the order written', async () => {
    const ids = await offline(async () => [
      await enqueue('review.create', review(1)),
      await enqueue('productReview.vote', { reviewId: 3, direction: 'up' }),
      await enqueue('message.create', {
        fullName: 'Amina',
        email: 'a@example.com',
        subject: 'Hello there',
        content: 'Do you deliver to Gulu?',
      }),
    ]);
    expect(server.received).toEqual([]);
    expect((await entries()).map((e) => e.state)).toEqual(['waiting', 'waiting', 'waiting']);

    await syncNow();
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.map((m) => m.id)).toEqual(ids);
    expect(await entries()).toEqual([]);
    await syncNow();
    expect(sentIds()).toEqual(ids);
  });

  it('keeps writes when the network fails or the server errs, and backs off with jitter', async () => {
    const id = await offline(() => enqueue('review.create', review(1)));
    server.state.failPush = 'network';
    await syncNow();
    expect((await entries())[0]).toMatchObject({ id, state: 'waiting' });
    const wait = (await getMeta('nextSyncAt', 0)) - Date.now();
    expect(wait).toBeGreaterThan(RETRY_BASE_MS / 2 - 100);
    expect(wait).toBeLessThanOrEqual(RETRY_BASE_MS);

    server.state.failPush = 503;
    await requestSync();
    expect(server.received).toEqual([]);
    await syncNow();
    expect(await getMeta('syncFailures', 0)).toBe(2);
    expect((await entries())[0]!.state).toBe('waiting');

    server.state.failPush = null;
    await syncNow();
    expect(sentIds()).toEqual([id]);
    expect(await entries()).toEqual([]);
    expect(await getMeta('syncFailures', -1)).toBe(0);
  });

  it('syncs once more after a failing sync in flight when asked to sync now, whatever backoff that run set', async () => {
    const id = await offline(() => enqueue('review.create', review(1)));
    let release!: () => void;
    const travelling = new Promise<void>((resolve) => (release = resolve));
    let pushes = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/sync/push' && ++pushes === 1) {
        await travelling;
        return new Response('{}', { status: 503 });
      }
      return server.fetch(url, init);
    });
    const inFlight = requestSync();
    await vi.waitFor(() => expect(pushes).toBe(1));
    const asked = syncNow();
    release();
    await Promise.all([inFlight, asked]);
    expect(await getMeta('syncFailures', -1)).toBe(0);
    expect(sentIds()).toEqual([id]);
    expect(await entries()).toEqual([]);
  });

  it('keeps a refused write with the server’s message, sends the ones after it, and resends it edited', async () => {
    const [first, second] = await offline(async () => [
      await enqueue('review.create', review(1, 2)),
      await enqueue('review.create', review(2)),
    ]);
    server.state.answer = (m) =>
      m.id === first ? { status: 'rejected', code: 409, message: 'This business is not taking reviews' } : undefined;
    await syncNow();
    expect(await entries()).toEqual([
      expect.objectContaining({
        id: first,
        state: 'rejected',
        code: 409,
        message: 'This business is not taking reviews',
      }),
    ]);
    expect(sentIds()).toEqual([first, second]);

    await syncNow();
    expect(sentIds()).toEqual([first, second]);

    const edited = await retryEntry(first!, review(3, 4));
    expect(edited).not.toBe(first);
    expect(server.received.at(-1)).toEqual([expect.objectContaining({ id: edited, args: review(3, 4) })]);
    expect(await entries()).toEqual([]);

    const third = await offline(() => enqueue('review.create', review(4)));
    server.state.answer = () => ({ status: 'rejected', code: 404, message: 'Business not found' });
    await syncNow();
    await discardEntry(third);
    expect(await entries()).toEqual([]);
  });

  it('refreshes the token after a 401 and resends; keeps the write when the session has ended', async () => {
    const id = await offline(() => enqueue('review.create', review(1)));
    let refused = 0;
    server.state.answer = () =>
      refused++ === 0 ? { status: 'rejected', code: 401, message: 'Your session has expired.' } : undefined;
    await syncNow();
    expect(server.state.tokens).toBe(1);
    expect(sentIds()).toEqual([id, id]);
    expect(await entries()).toEqual([]);

    const kept = await offline(() => enqueue('review.create', review(2)));
    server.state.answer = () => ({ status: 'rejected', code: 401, message: 'Your session has expired.' });
    server.state.refreshOk = false;
    await syncNow();
    expect(await entries()).toEqual([expect.objectContaining({ id: kept, state: 'waiting', userId: 7 })]);
  });

  it('survives a reopen of the database, photo included, and uploads the photo just before the push', async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'tap.png', { type: 'image/png' });
    const id = await offline(() =>
      enqueue('productReview.create', { name: 'Kettle', categoryId: 2, rating: 4 }, { blobs: { image: photo } }),
    );
    reopenDb();
    const [stored] = await entries();
    expect(stored).toMatchObject({ id, state: 'waiting', files: { image: { type: 'image/png', name: 'tap.png' } } });
    expect(new Uint8Array(stored!.files!.image!.bytes)).toEqual(new Uint8Array([137, 80, 78, 71]));

    await syncNow();
    expect(server.uploads).toHaveLength(1);
    expect(server.received[0]).toEqual([
      expect.objectContaining({ id, args: { name: 'Kettle', categoryId: 2, rating: 4, image: server.uploads[0] } }),
    ]);
  });

  it('never sends one account’s writes under another', async () => {
    const mine = await offline(() => enqueue('review.create', review(1)));
    signIn(8);
    const theirs = await offline(() => enqueue('review.create', review(2)));
    await syncNow();
    expect(sentIds()).toEqual([theirs]);
    signIn(7);
    await syncNow();
    expect(sentIds()).toEqual([theirs, mine]);
  });

  it('sends a signed-out device’s writes without a token, under its device id', async () => {
    clearSession();
    const headers: Headers[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      headers.push(new Headers(init?.headers));
      return server.fetch(url, init);
    });
    const id = await offline(() =>
      enqueue('message.create', {
        fullName: 'Amina',
        email: 'a@example.com',
        subject: 'Opening hours',
        content: 'Are you open on Sunday?',
      }),
    );
    await syncNow();
    expect(sentIds()).toEqual([id]);
    expect(headers[0]!.get('authorization')).toBeNull();
    expect(headers[0]!.get('x-device-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks a write with the registry’s schema, and asks for sign-in where the write needs it', async () => {
    await expect(enqueue('review.create', { businessId: 1, rating: 0 })).rejects.toMatchObject({
      message: 'Please select a rating',
      errors: { rating: 'Please select a rating' },
    });
    clearSession();
    await expect(enqueue('productReview.vote', { reviewId: 1, direction: 'up' })).rejects.toBeInstanceOf(OutboxError);
    expect(await entries()).toEqual([]);
  });
});
