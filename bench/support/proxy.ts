/**
 * A tiny HTTP proxy that holds every request for one round trip of a bad link (400 ms) before
 * passing it on, so each request a client makes in turn costs what it would cost on the phone.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DelayProxy = { url: string; requests(): number; close(): Promise<void> };

export async function startDelayProxy(target: string, roundTripMs: number): Promise<DelayProxy> {
  const to = new URL(target);
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const upstream = request(
          {
            host: to.hostname,
            port: to.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: to.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (err) => {
          res.writeHead(502);
          res.end(String(err));
        });
        upstream.end(Buffer.concat(body));
      }, roundTripMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
