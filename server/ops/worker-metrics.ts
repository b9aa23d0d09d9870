/**
 * /metrics in a worker of WEB_CONCURRENCY (server/ops/workers.ts step 5): the worker asks the
 * supervisor, which gathers every worker's figures and adds them up.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './metrics';

export const ASK = 'soko:metrics?';
export const ANSWER = 'soko:metrics';
export type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text: string; contentType: string };

let asked = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** In a worker: every worker's figures, added up by the supervisor. */
export function allWorkersMetrics(): Promise<{ text: string; contentType: string }> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('The supervisor did not answer for the metrics'));
    }, 5_000);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    process.send!({ type: ASK, id } satisfies Ask);
  });
}

if (cluster.isWorker) {
  // prom-client's cluster support answers the supervisor with these figures; constructing an
  // AggregatorRegistry is what installs its listener in a worker
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
}
