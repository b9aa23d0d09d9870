/**
 * Two servers loaded in turn with the same requests (autocannon, support/http-load.ts): after a
 * warm-up each (a second unless `warmupSeconds` says more), turns of `seconds` go a, b, b, a, a, b, b, a… so a change in the
 * machine's load falls on both. Each turn also records where the CPU went (support/cpu.ts): the
 * server under load and its workers, the database cluster if it has one, the load generator (this
 * process), and everything else on the machine.
 */
import { machineCpu, ownCpu, treeCpu } from './cpu';
import { load, type Load, type LoadRequest } from './http-load';
import { median, round } from './stats';

export type Target = { url: string; pid: number };
/** Cores busy during a turn (CPU seconds ÷ wall seconds). */
type Cores = { server: number; database: number; client: number; others: number };
export type Turn = Load & { cores: Cores };

export async function alternateLoad(options: {
  a: Target;
  b: Target;
  request: (i: number) => LoadRequest;
  seconds: number;
  connections: number;
  /** Pairs of turns per server (a b b a is two). */
  pairs: number;
  /** The database cluster's first process, when the servers share one. */
  databasePid?: number;
  /** Seconds of unmeasured load on each server before the turns; 1 unless given, none when 0. */
  warmupSeconds?: number;
}): Promise<{ a: Turn[]; b: Turn[] }> {
  const { a, b, request, seconds, connections } = options;
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) for (const target of [a, b]) await load(target.url, request, warmup, connections);
  const turns = { a: [] as Turn[], b: [] as Turn[] };
  for (let pair = 0; pair < options.pairs; pair++) {
    for (const side of pair % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      const target = options[side];
      const before = sample(target.pid, options.databasePid);
      const started = performance.now();
      const result = await load(target.url, request, seconds, connections);
      const wall = (performance.now() - started) / 1000;
      const after = sample(target.pid, options.databasePid);
      const cores = (key: keyof typeof before) => (after[key] - before[key]) / wall;
      const server = cores('server');
      const database = cores('database');
      const client = cores('client');
      turns[side].push({
        ...result,
        cores: { server, database, client, others: Math.max(0, cores('machine') - server - database - client) },
      });
    }
  }
  return turns;
}

function sample(serverPid: number, databasePid: number | undefined) {
  return {
    server: treeCpu([serverPid]),
    database: databasePid === undefined ? 0 : treeCpu([databasePid]),
    client: ownCpu(),
    machine: machineCpu(),
  };
}

export const meanRps = (turns: readonly Load[]) => turns.reduce((s, l) => s + l.rps, 0) / turns.length;
export const failuresOf = (turns: readonly Load[]) => turns.reduce((s, l) => s + l.non2xx + l.errors, 0);

/** "server 0.98, database 0.41, autocannon 0.52, others 0.2 cores" (medians over the turns). */
export function coresText(turns: readonly Turn[], withDatabase: boolean): string {
  const m = (key: keyof Cores) => round(median(turns.map((t) => t.cores[key])), 2);
  return (
    `server ${m('server')}, ${withDatabase ? `PostgreSQL ${m('database')}, ` : ''}` +
    `autocannon ${m('client')}, other programs ${m('others')} cores`
  );
}
