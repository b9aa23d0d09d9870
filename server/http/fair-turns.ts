/**
 * Fair turns: a saturated server keeps accepting connections and serves requests in arrival order.
 *
 * Node (libuv) accepts at most one new connection per event-loop turn, and a turn runs the
 * handler of every connection whose request is ready. With 200 busy keep-alive connections a turn
 * took ~340 ms, so the 200th of a burst of new connections waited ~34 s to be accepted at all
 * (bench/load.ts: client timeouts while p99 was 0.4 s; docs/decisions/005).
 *
 * 1. A request is handled at once when nobody is waiting and this turn has spent less than the
 *    budget on requests.
 * 2. Otherwise it waits for a later turn (`setImmediate`), in arrival order: attempts re-queued in
 *    one turn run before the requests that arrive in the next.
 * 3. A turn's budget starts with the first request it admits and ends with the turn, so every
 *    turn is short and the listening socket is polled again soon.
 * 4. A request whose connection closed while it waited is dropped unhandled: its client has gone
 *    (an offline write is retried by its outbox; nothing was acknowledged).
 */
import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { log } from '../ops/log';

/** Request work admitted per event-loop turn before the rest waits for the next turn. */
const TURN_BUDGET_MS = 10;

/** A node:http request listener; @hono/node-server's returns a promise that settles when answered. */
type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export function fairTurns(listener: Listener, budgetMs = TURN_BUDGET_MS): RequestListener {
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    listener(req, res)?.catch((error: unknown) => {
      log.error('Request failed outside the app', { err: error });
      res.destroy();
    });
  };
  let turnStarted = -1;
  let waiting = 0;

  const endTurn = () => {
    turnStarted = -1;
  };
  // 3. the reset is queued first in this turn's (or the next turn's) immediates, ahead of waiters
  const admit = () => {
    if (turnStarted < 0) {
      turnStarted = performance.now();
      setImmediate(endTurn);
    }
  };
  const spent = () => turnStarted >= 0 && performance.now() - turnStarted >= budgetMs;

  return (req: IncomingMessage, res: ServerResponse) => {
    // 1.
    if (waiting === 0 && !spent()) {
      admit();
      return handle(req, res);
    }
    // 2.
    waiting++;
    const attempt = () => {
      if (spent()) return void setImmediate(attempt);
      waiting--;
      // 4.
      if (req.socket.destroyed) return;
      admit();
      handle(req, res);
    };
    setImmediate(attempt);
  };
}

/** Serves a fetch handler (the Hono app) over node:http with fair turns. */
export function listen(
  handler: Parameters<typeof getRequestListener>[0],
  port: number,
  hostname?: string,
): Promise<Server> {
  const server = createServer(fairTurns(getRequestListener(handler)));
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, hostname, () => {
      server.off('error', fail);
      ready(server);
    });
  });
}
