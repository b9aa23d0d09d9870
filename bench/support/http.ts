/**
 * HTTP requests that count what crossed the wire: each goes on its own connection, so the
 * socket's byte counters are exactly this exchange (status line, headers, chunk framing, body).
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type WireResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Response bytes as received: status line, headers and body as sent. */
  received: number;
  /** Request bytes as sent. */
  sent: number;
  /** The body, decompressed. */
  body: Buffer;
  /** The body as sent (compressed, framing removed). */
  bodyBytes: number;
};

export function wireRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br'
            ? brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? gunzipSync(raw)
              : encoding === 'deflate'
                ? inflateSync(raw)
                : raw;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          received: req.socket?.bytesRead ?? 0,
          sent: req.socket?.bytesWritten ?? 0,
          body,
          bodyBytes: raw.length,
        });
        req.socket?.destroy();
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
