/**
 * One autocannon run against a server: requests a second, p99 latency and failures, each request
 * made by `request(i)` so that it varies (search words, business ids).
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
export type Load = { rps: number; p99: number; non2xx: number; errors: number; requests: number };

export function load(
  url: string,
  request: (i: number) => LoadRequest,
  seconds: number,
  connections: number,
): Promise<Load> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, ...request(i++) }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: result.requests.total / seconds,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          requests: result.requests.total,
        });
      },
    );
  });
}

/** The active businesses' ids of a bench database, in id order, for requests that vary. */
export function activeIds(databasePath: string): number[] {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return sqlite.prepare('SELECT id FROM businesses WHERE is_active = 1 ORDER BY id').pluck().all() as number[];
  } finally {
    sqlite.close();
  }
}
