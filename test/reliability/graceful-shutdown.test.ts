/**
 * A deploy does not cut requests (server/ops/lifecycle.ts): the real server as a child process
 * gets SIGTERM while 20 writes are in flight, their bodies still arriving. Every one is answered
 * and applied, a new connection is refused at once, the WAL is checkpointed into the database
 * file, and the process exits 0 well within SHUTDOWN_DEADLINE_MS.
 * Figures: writes in flight answered, time from SIGTERM to exit.
 */
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHUTDOWN_DEADLINE_MS } from '../../server/ops/lifecycle';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const IN_FLIGHT = 20;

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer();
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.kill();
  server?.cleanup();
});

/**
 * An anonymous push of one contact message whose body arrives in two halves: the request is in
 * flight from its first half until `finish()` sends the rest. Resolves with the answer.
 */
function slowPush(n: number) {
  const body = JSON.stringify({
    mutations: [
      {
        id: `drain-write-${String(n).padStart(4, '0')}`,
        name: 'message.create',
        args: { fullName: 'Drain Test', email: 'drain@test.ug', subject: 'Deploy', content: `in flight ${n}` },
      },
    ],
  });
  const { port } = new URL(server.url);
  let finish!: () => void;
  let started!: Promise<void>;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/sync/push',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-device-id': `drain-device-${String(n).padStart(4, '0')}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    started = new Promise((sent) => req.write(body.slice(0, 20), () => sent()));
    finish = () => req.end(body.slice(20));
  });
  return { started, finish: () => finish(), answer: () => answer };
}

it('finishes the requests in flight, refuses new ones, checkpoints and exits 0', async () => {
  const pushes = Array.from({ length: IN_FLIGHT }, (_, n) => slowPush(n));
  await Promise.all(pushes.map((p) => p.started));
  // let the server read the first halves: each request is now in flight
  await new Promise((r) => setTimeout(r, 200));

  const exited = server.waitForExit();
  const signalled = Date.now();
  server.signal('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

  for (const p of pushes) p.finish();
  const answers = await Promise.all(pushes.map((p) => p.answer()));
  const { code } = await exited;
  const took = Date.now() - signalled;
  console.log(
    `[figure] writes in flight at SIGTERM answered: ${answers.filter((a) => a.status === 200).length}/${IN_FLIGHT}; exit ${code} after ${took} ms`,
  );

  expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
  expect(answers.map((a) => (JSON.parse(a.body) as { results: { status: string }[] }).results[0]!.status)).toEqual(
    Array(IN_FLIGHT).fill('applied'),
  );
  expect(code).toBe(0);
  expect(took).toBeLessThan(SHUTDOWN_DEADLINE_MS);
  // checkpointed: the WAL holds nothing the database file lacks
  const wal = `${server.databasePath}-wal`;
  expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  const db = new Database(server.databasePath, { readonly: true });
  const kept = db.prepare("SELECT COUNT(*) AS n FROM messages WHERE subject = 'Deploy'").get() as { n: number };
  db.close();
  expect(kept.n).toBe(IN_FLIGHT);
}, 60_000);
