/**
 * 5. Delta sync: after the first pull of benchmark 4, 1% of the businesses change (name and
 * tagline of 100 of 10,000, written straight to the database; its triggers give them new
 * versions as the app's own updates do). The device's next pull is compared with a full refetch
 * (the first pull). Then a pull with nothing new: its response as sent (status line, headers,
 * body) against the same empty answer (204) of a bare node:http server, measured the same way.
 */
import Database from 'better-sqlite3';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstPull } from './4-first-sync';
import { directoryServer } from './support/directory-server';
import { wireRequest } from './support/http';
import { pullAll } from './support/pull';
import { row, type BenchContext, type Result } from './support/result';

const CHANGED_SHARE = 0.01;
const RATIO_TARGET = 1 / 50;
const EMPTY_TARGET = 400;

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const full = await firstPull(ctx);
  const changed = changeBusinesses(server.databasePath, Math.round(server.businesses * CHANGED_SHARE));

  const delta = await pullAll(server.url, full.cursor);
  const deltaBusinesses = delta.bodies.reduce((n, b) => n + (b.businesses?.length ?? 0), 0);
  const empty = await wireRequest(`${server.url}/api/sync/pull?since=${delta.cursor}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const bare = await bareEmptyResponse();
  const headerSizes = Object.entries(empty.headers)
    .map(([name, value]) => ({ name, bytes: `${name}: ${String(value)}\r\n`.length }))
    .sort((a, b) => b.bytes - a.bytes)
    .map((h) => `${h.name} ${h.bytes}`)
    .join(', ');

  return [
    row({
      name: `5 delta sync after ${changed} businesses (1%) change`,
      value: delta.received,
      unit: 'B',
      baseline: full.received,
      target: `≤ 1/50 of a full refetch (${RATIO_TARGET})`,
      pass: delta.received <= RATIO_TARGET * full.received,
      detail:
        `${delta.pages.length} requests (${delta.pages.map((p) => `${p.status} ${p.received} B`).join(', ')}), ` +
        `${deltaBusinesses} business rows with their products; baseline: the first pull of benchmark 4`,
    }),
    row({
      name: '5 pull with nothing new (response as sent)',
      value: empty.received,
      unit: 'B',
      baseline: bare,
      target: `≤ ${EMPTY_TARGET} B`,
      pass: empty.received <= EMPTY_TARGET,
      detail: `status ${empty.status}, ${empty.received - empty.bodyBytes} B of status line and headers (B each: ${headerSizes}); baseline: a bare node:http 204`,
    }),
  ];
}

/** Renames and retags `count` evenly spread active businesses, as a vendor editing its profile would. */
function changeBusinesses(databasePath: string, count: number): number {
  const sqlite = new Database(databasePath);
  sqlite.pragma('busy_timeout = 5000');
  try {
    const ids = sqlite.prepare('SELECT id FROM businesses WHERE is_active = 1 ORDER BY id').pluck().all() as number[];
    const step = ids.length / count;
    const update = sqlite.prepare(
      "UPDATE businesses SET name = name || ' Plus', tagline = 'Now open on Sundays too', updated_at = ? WHERE id = ?",
    );
    sqlite.transaction(() => {
      for (let i = 0; i < count; i++) update.run(Date.now(), ids[Math.floor(i * step)]);
    })();
    return count;
  } finally {
    sqlite.close();
  }
}

async function bareEmptyResponse(): Promise<number> {
  const bare = createServer((_req, res) => {
    res.writeHead(204);
    res.end();
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = bare.address() as AddressInfo;
    return (await wireRequest(`http://127.0.0.1:${port}/api/sync/pull?since=1`)).received;
  } finally {
    bare.close();
  }
}
