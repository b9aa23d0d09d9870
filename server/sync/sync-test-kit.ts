/** Helpers of the sync tests: pushes and pulls through the real app, and a seeded random. */
import { randomUUID } from 'node:crypto';
import { productReviews } from '../../db/schema';
import { DEVICE_ID_HEADER, type PullResponse, type PushResult } from '../../sync/protocol';
import type { TestApp } from '../../test/helpers/test-app';
import type { World } from '../../test/helpers/signed-in-world';
import { firstRow } from '../../db/query';

export type Mutation = { id: string; name: string; args: unknown; clientTime?: number };

export const mutation = (name: string, args: unknown): Mutation => ({ id: randomUUID(), name, args, clientTime: 0 });

export async function push(
  t: TestApp,
  token: string | null,
  mutations: Mutation[],
  device?: string,
): Promise<{ status: number; results: PushResult[] }> {
  const headers: Record<string, string> = device ? { [DEVICE_ID_HEADER]: device } : {};
  const res = await t.request('POST', '/api/sync/push', { json: { mutations }, token, headers });
  return { status: res.status, results: res.data?.results ?? [] };
}

export async function pull(t: TestApp, since: number, token?: string | null, mine?: number) {
  const query = `since=${since}${mine === undefined ? '' : `&mine=${mine}`}`;
  const res = await t.request('GET', `/api/sync/pull?${query}`, { token: token ?? null });
  return { ...res, page: res.status === 200 ? (res.data as PullResponse) : null };
}

/** Mulberry32: the same seed gives the same shuffles, so a failure can be replayed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** A published product review by the other customer, for votes. */
export async function newProductReview(w: World, name = 'Ramtons Blender') {
  return await firstRow(
    w.t.db
      .insert(productReviews)
      .values({ userId: w.ids.otherUser, categoryId: w.category.id, name, rating: 4, status: 'APPROVED' })
      .returning(),
  );
}
