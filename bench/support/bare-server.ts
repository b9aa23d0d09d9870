/**
 * The baseline of benchmark 7: a bare node:http server answering POST /api/businesses/search and
 * GET /api/businesses/details/{id} with the same domain functions (so the same SQL), the same
 * input schema and the same JSON as the real routes, without Hono or any middleware.
 * Run as a child: `node --import tsx bench/support/bare-server.ts DATABASE_PATH`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../db/client';
import { getBusinessProfile } from '../../server/features/businesses/business-service';
import { searchBusinesses } from '../../server/features/businesses/business-search';
import type { Deps } from '../../server/context';
import { businessSearchSchema } from '../../sync/schemas/business';

const db = openDatabase(process.argv[2]!);
const deps = { db, now: Date.now } as unknown as Deps;
const DETAILS = /^\/api\/businesses\/details\/(\d+)$/;

const server = createServer((req, res) => {
  const send = (status: number, value: unknown) => {
    const body = JSON.stringify(value);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => void answer());
  const answer = async () => {
    try {
      if (req.method === 'POST' && req.url === '/api/businesses/search') {
        const input = businessSearchSchema.parse(JSON.parse(Buffer.concat(chunks).toString() || '{}'));
        return send(200, { success: true, ...(await searchBusinesses(deps, input)) });
      }
      const id = req.method === 'GET' ? req.url?.match(DETAILS)?.[1] : undefined;
      if (id)
        return send(200, { success: true, business: (await getBusinessProfile(deps, null, Number(id))).business });
      send(404, { success: false, message: 'Not found' });
    } catch (error) {
      send(500, { success: false, message: String(error) });
    }
  };
});
server.listen(0, '127.0.0.1', () => {
  console.log(`bare server listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  db.$client.close();
  process.exit(0);
});
