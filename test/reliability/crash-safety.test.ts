/**
 * Crash safety (how SQLite tests itself: crash and power-loss simulation, "an acknowledged
 * commit survives"; README "synchronous"): the real server is started as a child process and
 * killed with SIGKILL in the middle of pushes and ordinary writes, again and again. After each
 * restart every write the server acknowledged must be there, replaying everything that was ever
 * sent must apply each write exactly once, and `PRAGMA integrity_check` must answer ok.
 * Figures: acknowledged writes lost = 0, integrity_check = ok. NIGHTLY=1 kills 50 times.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const KILLS = process.env.NIGHTLY === '1' ? 50 : 10;

let server: SpawnedServer;
let userToken: string;
let categoryId: number;
beforeAll(async () => {
  server = await spawnServer();
  await server.start();
  userToken = (await server.signIn('user@example.com')).accessToken;
  categoryId = ((await (await fetch(`${server.url}/api/categories`)).json()) as { categories: { id: number }[] })
    .categories[0]!.id;
}, 120_000);
afterAll(async () => {
  await server?.kill();
  server?.cleanup();
});

type Sent = { id: string; name: string; args: Record<string, unknown>; signedIn: boolean; marker: string };
const sent: Sent[] = [];
const acknowledged = new Set<string>();
const restAcknowledged: string[] = [];
let serial = 0;

function mutation(round: number, signedIn: boolean): Sent {
  const n = ++serial;
  const marker = `crash-write-${round}-${n}`;
  return signedIn
    ? {
        id: `crash-pr-${n}-${round}`,
        name: 'productReview.create',
        args: { name: marker, categoryId, rating: 1 + (n % 5) },
        signedIn,
        marker,
      }
    : {
        id: `crash-msg-${n}-${round}`,
        name: 'message.create',
        args: { fullName: 'Crash Tester', email: 'crash@test.ug', subject: 'Crash test', content: marker },
        signedIn,
        marker,
      };
}

async function push(batch: Sent[], signedIn: boolean) {
  const res = await fetch(`${server.url}/api/sync/push`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signedIn ? { authorization: `Bearer ${userToken}` } : { 'x-device-id': 'crash-device-0001' }),
    },
    body: JSON.stringify({ mutations: batch.map(({ id, name, args }) => ({ id, name, args })) }),
  });
  if (res.status !== 200) throw new Error(`push answered ${res.status}`);
  return ((await res.json()) as { results: { id: string; status: string }[] }).results;
}

/** Writers that keep the server busy until it dies under them; they record what it acknowledged. */
function writers(round: number) {
  let alive = true;
  const pushLoop = async (signedIn: boolean) => {
    while (alive) {
      const batch = Array.from({ length: 5 }, () => mutation(round, signedIn));
      sent.push(...batch);
      try {
        const results = await push(batch, signedIn);
        for (const r of results) if (r.status === 'applied' || r.status === 'duplicate') acknowledged.add(r.id);
      } catch {
        alive = false; // the connection died with the server: nothing of this batch is acknowledged
      }
    }
  };
  const restLoop = async () => {
    while (alive) {
      const content = `crash-rest-${round}-${++serial}`;
      try {
        const res = await fetch(`${server.url}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fullName: 'Rest Tester', email: 'rest@test.ug', subject: 'Crash test', content }),
        });
        if (res.status === 201) restAcknowledged.push(content);
      } catch {
        alive = false;
      }
    }
  };
  const loops = Promise.all([pushLoop(false), pushLoop(true), pushLoop(false), restLoop()]);
  return { loops };
}

function readDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(server.databasePath);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
const countContent = (db: Database.Database, content: string) =>
  (db.prepare('SELECT count(*) AS n FROM messages WHERE content = ?').get(content) as { n: number }).n;
const countReviews = (db: Database.Database, name: string) =>
  (db.prepare('SELECT count(*) AS n FROM product_reviews WHERE name = ?').get(name) as { n: number }).n;
const effectCount = (db: Database.Database, s: Sent) =>
  s.signedIn ? countReviews(db, s.marker) : countContent(db, s.marker);

describe(`SIGKILL in the middle of writes, ${KILLS} times`, () => {
  it('keeps every acknowledged write, applies every sent write at most once, and stays intact', async () => {
    const started = performance.now();
    let lostAfterKill = 0;
    for (let round = 1; round <= KILLS; round++) {
      if (round > 1) await server.start();
      const before = acknowledged.size + restAcknowledged.length;
      const { loops } = writers(round);
      // once writes are flowing (however slow the machine), kill at a different moment each round
      const deadline = Date.now() + 20_000;
      while (acknowledged.size + restAcknowledged.length < before + 5 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, (round * 137) % 300));
      await server.kill();
      await loops;
      // straight after the crash, before any restart: what the server acknowledged is on disk
      lostAfterKill += readDb((db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const missing = sent.filter((s) => acknowledged.has(s.id) && effectCount(db, s) !== 1).length;
        return missing + restAcknowledged.filter((c) => countContent(db, c) !== 1).length;
      });
    }
    expect(acknowledged.size).toBeGreaterThan(KILLS * 5);
    expect(lostAfterKill).toBe(0);

    // every write ever sent, acknowledged or not, is replayed: each takes effect exactly once
    await server.start();
    for (const signedIn of [false, true]) {
      const mine = sent.filter((s) => s.signedIn === signedIn);
      for (let i = 0; i < mine.length; i += 100) {
        const batch = mine.slice(i, i + 100);
        const results = await push(batch, signedIn);
        results.forEach((r, k) => {
          expect(['applied', 'duplicate'], JSON.stringify(r)).toContain(r.status);
          if (acknowledged.has(batch[k]!.id)) expect(r.status).toBe('duplicate');
        });
      }
    }
    await server.kill();
    const final = readDb((db) => ({
      integrity: db.pragma('integrity_check', { simple: true }),
      notOnce: sent.filter((s) => effectCount(db, s) !== 1).length,
      journal: db.pragma('journal_mode', { simple: true }),
    }));
    console.log(
      `[figure] crash safety: ${KILLS} SIGKILLs under load in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
        `${acknowledged.size + restAcknowledged.length} acknowledged writes (${acknowledged.size} pushed, ${restAcknowledged.length} REST), lost ${lostAfterKill}; ` +
        `${sent.length} pushed writes replayed, not exactly once ${final.notOnce}; integrity_check ${final.integrity} (journal ${final.journal})`,
    );
    expect(final).toEqual({ integrity: 'ok', notOnce: 0, journal: 'wal' });
  }, 300_000);
});
