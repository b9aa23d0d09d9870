/**
 * A push service on this machine, speaking the real protocol (RFC 8030): it takes the server's
 * POSTs, and, holding each subscription's private key and auth secret as a browser would,
 * decrypts their aes128gcm payloads (RFC 8291) with http_ece. Tests list its origin in
 * PUSH_EXTRA_ORIGINS (createTestApp's `pushOrigins`).
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

type ReceivedPush = {
  device: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
};

export async function startPushService() {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  /** What the next POSTs to a device are answered with (default 201). */
  const answers = new Map<string, number>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = req.url!.split('/').pop()!;
      const keys = devices.get(device);
      const status = answers.get(device) ?? (keys ? 201 : 404);
      if (status === 201 && keys) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: keys.ecdh,
          authSecret: keys.auth.toString('base64url'),
        });
        received.push({ device, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sequence = 0;

  return {
    origin,
    received,
    /** A browser's new subscription: `PushSubscription.toJSON()` with fresh keys. */
    newSubscription() {
      const device = `device-${++sequence}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        device,
        json: {
          endpoint: `${origin}/push/${device}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    answer(device: string, status: number) {
      answers.set(device, status);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
