/**
 * Where a pull page is applied (pull.ts): a big one in a dedicated worker (pull-worker.ts) when
 * the browser can start one, else on this thread; a small one (the categories scope, a delta) on
 * this thread, where it costs a few milliseconds, not the worker's 31 kB script (pull-apply.ts writes in slices there, so the page still
 * gets the event loop between them). Either way one page is one transaction with its cursor.
 * A worker that fails to start or dies is not asked again: its pages are applied here instead,
 * which is harmless even if it had committed one (a page applied twice leaves the same store).
 */
import { applyPageText, SMALL_PAGE_SLICE_ROWS, type ApplyOptions } from './pull-apply';

/** Pages of at least this many characters go to the worker. */
export const WORKER_MIN_CHARS = 64_000;

export type ApplyRequest = { id: number; text: string; options: ApplyOptions };
export type ApplyReply = { id: number; hasMore: boolean } | { id: number; error: string };

type Waiting = { text: string; options: ApplyOptions; resolve(r: { hasMore: boolean }): void; reject(e: Error): void };

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./pull-worker.ts', import.meta.url), { type: 'module', name: 'soko-pull' });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<ApplyReply>) => {
    const reply = event.data;
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    if ('error' in reply) request.reject(new Error(reply.error));
    else request.resolve({ hasMore: reply.hasMore });
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    const pending = [...waiting.values()];
    waiting.clear();
    for (const r of pending) applyPageText(r.text, r.options).then(r.resolve, r.reject);
  });
  return worker;
}

/** Applies one page as the server sent it (JSON text); resolves once it is committed. */
export function applyPage(text: string, options: ApplyOptions): Promise<{ hasMore: boolean }> {
  if (text.length < WORKER_MIN_CHARS) return applyPageText(text, { ...options, sliceRows: SMALL_PAGE_SLICE_ROWS });
  const target = startWorker();
  if (!target) return applyPageText(text, options);
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { text, options, resolve, reject });
    target.postMessage({ id, text, options } satisfies ApplyRequest);
  });
}
