/**
 * Pulls that name businesses they `need` (sync/protocol.ts, pull step 3), sent by a crowd of
 * anonymous clients at once, and how long `/api/health` waits behind them (docs/security.md).
 *
 *   npx tsx bench/need-pulls.ts [--database PATH] [--businesses 20000] [--clients 60] [--rounds 3]
 *
 * Without --database the directory is seeded into a temporary folder (`npm run seed`). The real
 * server (server/main.ts) runs in a child process on loopback over a copy of that database. Each
 * round sends `--clients` pulls on separate connections, each naming a different business (so no
 * two are alike), or each from a different old cursor, waits 20 ms and asks for `/api/health`.
 * Printed per scenario: the health answer's time, the time until every pull was answered, and
 * the pulls' statuses (all from one address, so one client); medians over the rounds.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { startServer } from './support/server';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    businesses: { type: 'string', default: '20000' },
    clients: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
  },
});
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'soko-need-pulls-'));
const log = (message: string) => process.stderr.write(`${message}\n`);

function get(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request(url, { agent: false, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  let source = values.database;
  if (!source) {
    source = join(work, `seed-${values.businesses}.db`);
    log(`seeding ${values.businesses} businesses into ${source}…`);
    execFileSync('npm', ['run', 'seed', '--', '--businesses', values.businesses!, '--database', source], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const databasePath = join(work, 'app.db');
  copyFileSync(source, databasePath);
  const db = openDatabase(databasePath);
  const ids = db.$client
    .prepare('select id from businesses where is_active = 1 order by id limit ?')
    .pluck()
    .all(clients) as number[];
  const counter = db.$client.prepare('select value from sync_counter where id = 1').pluck().get() as number;
  db.$client.close();

  const server = await startServer(
    { quick: false, root, dataDir: work, log, shared: new Map(), onCleanup: () => undefined },
    { databasePath, label: 'need-pulls' },
  );
  try {
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) idle.push((await get(`${server.url}/api/health`)).ms);
    log(`counter ${counter}; /api/health alone: median ${median(idle).toFixed(1)} ms`);
    // since=0: a first sync; since=1: a cursor far behind, the whole directory in range;
    // then 60 different old cursors without `need`, none of them a page built before
    const scenarios = [
      { label: 'since=0, need', url: (id: number) => `since=0&need=${id}` },
      { label: 'since=1, need', url: (id: number) => `since=1&need=${id}` },
      { label: 'since=2…61, no need', url: (_id: number, i: number) => `since=${2 + i}` },
    ];
    for (const { label, url } of scenarios) {
      const health: number[] = [];
      const all: number[] = [];
      const statuses = new Map<number, number>();
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const pulls = ids.map((id, i) => get(`${server.url}/api/sync/pull?${url(id, i)}`));
        await new Promise((r) => setTimeout(r, 20));
        health.push((await get(`${server.url}/api/health`)).ms);
        for (const { status } of await Promise.all(pulls)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        all.push(performance.now() - started);
      }
      const counts = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
      console.log(
        `${label}: ${clients} pulls at once; /api/health ${median(health).toFixed(0)} ms ` +
          `(rounds: ${health.map((ms) => ms.toFixed(0)).join(', ')}); all pulls answered in ${median(all).toFixed(0)} ms; ${counts}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
