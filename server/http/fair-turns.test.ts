import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fairTurns } from './fair-turns';

function busy(ms: number) {
  const started = performance.now();
  while (performance.now() - started < ms);
}

const request = (id: number, destroyed = false) =>
  ({ id, socket: { destroyed } }) as unknown as IncomingMessage & { id: number };
const response = {} as ServerResponse;
const turns = (n: number) =>
  new Promise<void>((done) => {
    const next = (left: number) => (left === 0 ? done() : setImmediate(() => next(left - 1)));
    next(n);
  });

describe('fairTurns', () => {
  it('handles requests at once until the turn has spent its budget, the rest in later turns in arrival order', async () => {
    const handled: number[] = [];
    const listener = fairTurns((req) => {
      handled.push((req as ReturnType<typeof request>).id);
      busy(4);
    }, 10);
    for (let id = 1; id <= 12; id++) listener(request(id), response);
    const inFirstTurn = handled.length;

    await turns(40);
    expect(inFirstTurn).toBeGreaterThanOrEqual(1);
    expect(inFirstTurn).toBeLessThanOrEqual(4);
    expect(handled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('keeps arrival order when new requests come while others wait', async () => {
    const handled: number[] = [];
    const listener = fairTurns((req) => {
      handled.push((req as ReturnType<typeof request>).id);
      busy(3);
    }, 5);
    for (let id = 1; id <= 6; id++) listener(request(id), response);
    await turns(1);
    for (let id = 7; id <= 9; id++) listener(request(id), response);

    await turns(40);
    expect(handled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('drops a waiting request whose connection closed', async () => {
    const handled: number[] = [];
    const listener = fairTurns((req) => {
      handled.push((req as ReturnType<typeof request>).id);
      busy(6);
    }, 5);
    listener(request(1), response);
    listener(request(2, true), response);
    listener(request(3), response);

    await turns(10);
    expect(handled).toEqual([1, 3]);
  });
});

describe('a saturated server', () => {
  let server: ChildProcess | undefined;
  afterEach(() => {
    server?.kill();
  });

  // Node accepts one new connection per event-loop turn; without fair turns a turn serves every
  // ready connection, so a burst of N connections is accepted only after ~N²/2 responses.
  it('accepts a burst of new connections while it serves the earlier ones', async () => {
    const source = `
      import { createServer } from 'node:http';
      import { fairTurns } from './server/http/fair-turns.ts';
      const body = Buffer.alloc(2000, 32);
      const s = createServer(fairTurns((req, res) => {
        const started = performance.now();
        while (performance.now() - started < 2);
        res.writeHead(200, { 'content-length': body.length });
        res.end(body);
      }));
      s.listen(0, '127.0.0.1', () => process.send(s.address().port));`;
    server = spawn(process.execPath, ['--import', './scripts/ts.mjs', '--input-type=module', '-e', source], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const port = await new Promise<number>((ready) => server!.once('message', (p) => ready(Number(p))));

    const CONNECTIONS = 80;
    const get = Buffer.from('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
    let responses = 0;
    const responsesBeforeFirst: number[] = [];
    const sockets = Array.from({ length: CONNECTIONS }, () => {
      const socket = connect(port, '127.0.0.1');
      let answered = false;
      socket.on('data', (chunk) => {
        const count = chunk.toString('latin1').split('HTTP/1.1 200').length - 1;
        if (count > 0 && !answered) {
          answered = true;
          responsesBeforeFirst.push(responses);
        }
        responses += count;
        for (let i = 0; i < count; i++) socket.write(get);
      });
      socket.write(get);
      return socket;
    });
    // Unfair, the last of 80 is first answered after ~3,200 responses to the others.
    const LIMIT = 1_600;
    await new Promise<void>((done) => {
      const check = setInterval(() => {
        if (responsesBeforeFirst.length === CONNECTIONS || responses > LIMIT * 2) {
          clearInterval(check);
          done();
        }
      }, 20);
    });
    for (const socket of sockets) socket.destroy();

    expect(responsesBeforeFirst).toHaveLength(CONNECTIONS);
    expect(Math.max(...responsesBeforeFirst)).toBeLessThan(LIMIT);
  }, 60_000);
});
