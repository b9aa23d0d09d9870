/**
 * 6. Batched replay: 100 queued writes (business reviews of 100 businesses by one signed-in
 * user, `review.create`) replayed as the outbox replays them, in push batches of the client's
 * size (PUSH_BATCH_MAX), through a proxy that adds a 400 ms round trip to every request; against
 * the same 100 reviews by another user sent one POST /api/reviews each, in turn, through the same
 * proxy. Then the batch is replayed again: every write must come back `duplicate`, no row added.
 * In --quick only 20 single requests are timed and the figure is scaled to 100.
 */
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { PUSH_BATCH_MAX, PUSH_BATCH_MAX_BYTES, type PushMutation, type PushResponse } from '../sync/protocol';
import { directoryServer } from './support/directory-server';
import { startDelayProxy } from './support/proxy';
import { pullAll } from './support/pull';
import { row, type BenchContext, type Result } from './support/result';
import { round } from './support/stats';

const WRITES = 100;
const ROUND_TRIP_MS = 400;
const SPEEDUP_TARGET = 50;

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const { businessIds, otherUser } = pickData(server.databasePath);
  const batchUser = await server.signIn('user@example.com');
  const singleUser = await server.signIn(otherUser);
  const proxy = await startDelayProxy(server.url, ROUND_TRIP_MS);
  ctx.onCleanup(() => proxy.close());

  const mutations: PushMutation[] = businessIds.map((businessId, i) => ({
    id: randomUUID(),
    name: 'review.create',
    args: { businessId, rating: 1 + (i % 5), comment: `Replayed review ${i + 1}: quick service and fair prices.` },
    clientTime: Date.now(),
  }));
  const push = async () => {
    const started = performance.now();
    const results: PushResponse['results'] = [];
    for (let i = 0; i < mutations.length; i += PUSH_BATCH_MAX) {
      const body = JSON.stringify({ mutations: mutations.slice(i, i + PUSH_BATCH_MAX) });
      if (body.length > PUSH_BATCH_MAX_BYTES) throw new Error('a batch is over PUSH_BATCH_MAX_BYTES');
      const res = await fetch(`${proxy.url}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${batchUser.accessToken}` },
        body,
      });
      if (!res.ok) throw new Error(`push answered ${res.status}: ${await res.text()}`);
      results.push(...((await res.json()) as PushResponse).results);
    }
    return { ms: performance.now() - started, results };
  };

  const cursorBefore = syncCounter(server.databasePath);
  const first = await push();
  const applied = first.results.filter((r) => r.status === 'applied').length;
  if (applied !== WRITES)
    throw new Error(`only ${applied} of ${WRITES} batched writes applied: ${JSON.stringify(first.results[0])}`);
  const rowsBefore = countReviews(server.databasePath, batchUser.user.id);
  const second = await push();
  const duplicates = second.results.filter((r) => r.status === 'duplicate').length;
  const rowsAfter = countReviews(server.databasePath, batchUser.user.id);
  // pending reviews are not public: what do they cost every other device's next pull?
  const echo = await pullAll(server.url, cursorBefore);
  const echoed = echo.bodies.reduce((n, b) => n + (b.businesses?.length ?? 0), 0);

  const timed = ctx.quick ? 20 : WRITES;
  const started = performance.now();
  for (const m of mutations.slice(0, timed)) {
    const res = await fetch(`${proxy.url}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${singleUser.accessToken}` },
      body: JSON.stringify(m.args),
    });
    if (res.status !== 201) throw new Error(`POST /api/reviews answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
  const singleMs = ((performance.now() - started) * WRITES) / timed;

  return [
    row({
      name: `6 batched replay of ${WRITES} writes (400 ms RTT proxy)`,
      value: round(first.ms / 1000, 2),
      unit: 's',
      baseline: round(singleMs / 1000, 2),
      target: `≥ ${SPEEDUP_TARGET}× faster than one request each (≤ ${1 / SPEEDUP_TARGET})`,
      pass: singleMs / first.ms >= SPEEDUP_TARGET,
      detail:
        `${Math.ceil(WRITES / PUSH_BATCH_MAX)} push request(s) of up to ${PUSH_BATCH_MAX}; ` +
        `speed-up ${round(singleMs / first.ms, 1)}×; the same replay again took ${round(second.ms / 1000, 2)} s; ` +
        `server time per batched write ${round((first.ms - ROUND_TRIP_MS) / WRITES, 1)} ms; ` +
        `the ${WRITES} pending reviews put ${echoed} business rows (${echo.received} B) into every device's next pull; ` +
        `baseline: ${WRITES} POST /api/reviews in turn` +
        (timed < WRITES ? ` (${timed} timed, scaled to ${WRITES})` : ''),
    }),
    row({
      name: '6 second replay: rows changed / writes not duplicate',
      value: rowsAfter - rowsBefore + (WRITES - duplicates),
      unit: '',
      baseline: null,
      target: '0 (all duplicate)',
      pass: rowsAfter === rowsBefore && duplicates === WRITES,
      detail: `${duplicates} of ${WRITES} answered duplicate; the user's reviews ${rowsBefore} → ${rowsAfter} rows`,
    }),
  ];
}

/** 100 evenly spread active businesses, and a second customer account to send them one by one. */
function pickData(databasePath: string) {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    const ids = sqlite
      .prepare(
        "SELECT b.id FROM businesses b JOIN users u ON u.id = b.owner_id WHERE b.is_active = 1 AND u.email != 'user@example.com' ORDER BY b.id",
      )
      .pluck()
      .all() as number[];
    const step = ids.length / WRITES;
    const businessIds = Array.from({ length: WRITES }, (_, i) => ids[Math.floor(i * step)]!);
    const otherUser = sqlite
      .prepare(
        "SELECT email FROM users WHERE role = 'USER' AND is_active = 1 AND email != 'user@example.com' ORDER BY id LIMIT 1",
      )
      .pluck()
      .get() as string;
    return { businessIds, otherUser };
  } finally {
    sqlite.close();
  }
}

function countReviews(databasePath: string, userId: number): number {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return sqlite.prepare('SELECT count(*) FROM reviews WHERE user_id = ?').pluck().get(userId) as number;
  } finally {
    sqlite.close();
  }
}

function syncCounter(databasePath: string): number {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return sqlite.prepare('SELECT value FROM sync_counter WHERE id = 1').pluck().get() as number;
  } finally {
    sqlite.close();
  }
}
