/**
 * Heavy work taken in turns (docs/security.md, second round P6). A job that holds
 * the event loop for hundreds of milliseconds (a pull page over a directory of 20,000
 * businesses) runs alone in an event-loop turn of its own, and the next one waits as long as it
 * ran, so the requests that arrive meanwhile are answered between two jobs instead of after all
 * of them (server/http/fair-turns.ts admits them). A client has at most `perClient` jobs waiting
 * or running, more is a 429; at most `maxWaiting` jobs wait in all, more is a 503: both say when
 * to try again.
 */
import { HttpError, tooManyRequests } from './errors';

export type WorkTurns = {
  /** Runs `job` in a later turn, after the jobs queued before it have ended. */
  run<T>(client: string, job: () => T | Promise<T>): Promise<T>;
};

export function workTurns(options: { perClient: number; maxWaiting: number; what: string }): WorkTurns {
  const queue: (() => Promise<void>)[] = [];
  const perClient = new Map<string, number>();
  /** A job is scheduled or running: the next one starts after it, never beside it. */
  let busy = false;

  const next = async () => {
    const job = queue.shift();
    if (!job) {
      busy = false;
      return;
    }
    const started = performance.now();
    await job();
    // the next job rests as long as this one ran: the requests that came meanwhile go first
    if (queue.length) later(performance.now() - started);
    else busy = false;
  };
  const later = (restMs: number) => {
    if (restMs >= 1) setTimeout(() => void next(), restMs);
    else setImmediate(() => void next());
  };
  const schedule = () => {
    if (busy) return;
    busy = true;
    later(0);
  };
  const release = (client: string) => {
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };

  return {
    run<T>(client: string, job: () => T | Promise<T>): Promise<T> {
      const held = perClient.get(client) ?? 0;
      if (held >= options.perClient) throw tooManyRequests(`Too many ${options.what} at once, please wait`, 1);
      if (queue.length >= options.maxWaiting)
        throw new HttpError(503, 'The server is busy, please try again', undefined, { 'Retry-After': '2' });
      perClient.set(client, held + 1);
      return new Promise<T>((resolve, reject) => {
        queue.push(async () => {
          try {
            resolve(await job());
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          } finally {
            release(client);
          }
        });
        schedule();
      });
    },
  };
}
