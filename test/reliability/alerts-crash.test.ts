/**
 * Alerts survive a crash (docs/product.md "Alerts", "Delivery"): the real server runs as a child
 * process with its alerts worker, pushing to a local push service that decrypts what it gets as a
 * phone would (test/helpers/push-service.ts). Each round a customer posts a request and the server
 * is killed with SIGKILL the moment it answers, before or while its worker sends; it is started
 * again on the same database. Every request's lead must reach the vendor's device exactly once.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../db/client';
import { firstRow } from '../../db/query';
import { businesses } from '../../db/schema';
import { startPushService } from '../helpers/push-service';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const ROUNDS = 5;

let pushService: Awaited<ReturnType<typeof startPushService>>;
let server: SpawnedServer;

beforeAll(async () => {
  pushService = await startPushService();
  server = await spawnServer({ env: { PUSH_EXTRA_ORIGINS: pushService.origin } });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.kill();
  server?.cleanup();
  await pushService?.close();
});

async function call(path: string, method: string, token: string, body: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

it('a server killed right after a request was posted sends its lead once after the restart', async () => {
  const vendor = await server.signIn('vendor@example.com');
  const phone = pushService.newSubscription();
  expect((await call('/push/subscriptions', 'POST', vendor.accessToken, phone.json)).status).toBe(201);
  // no quiet hours: the test runs at any hour
  const settings = { kindsOff: [], quietFrom: 0, quietTo: 0 };
  expect((await call('/alerts/settings', 'PUT', vendor.accessToken, settings)).status).toBe(200);

  const db = openDatabase(server.databaseUrl ?? server.databasePath, { migrate: false });
  const business = (await firstRow(
    db
      .select({ categoryId: businesses.categoryId, district: businesses.district })
      .from(businesses)
      .where(eq(businesses.ownerId, vendor.user.id))
      .orderBy(asc(businesses.id)),
  ))!;
  await closeDatabase(db);

  const customer = await server.signIn('user@example.com');
  const needs: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const query = `Crash-round cake number ${round}`;
    needs.push(query);
    const posted = await call('/searches', 'POST', customer.accessToken, {
      query,
      categoryId: business.categoryId,
      district: business.district,
      location: 'Ntinda',
    });
    expect(posted.status, posted.text).toBe(201);
    await server.kill();
    await server.start();
  }

  const leads = () => pushService.received.filter((p) => p.device === phone.device && p.payload.kind === 'lead');
  await expect.poll(() => leads().length, { timeout: 20_000, interval: 250 }).toBe(ROUNDS);
  // a few more worker rounds: nothing is sent twice
  await new Promise((done) => setTimeout(done, 5000));
  const titles = leads()
    .map((p) => p.payload.title as string)
    .sort();
  expect(titles).toEqual(needs.map((q) => `New lead: ${q}`).sort());
  console.log(`[figure] alerts across ${ROUNDS} SIGKILLs: ${titles.length} leads pushed for ${ROUNDS} requests`);
}, 180_000);
