/**
 * The admin lists of messages, deliveries and reports search on the server: every
 * word must match one of the list's fields, across all rows; messages are paged with the total
 * (`pagination`), deliveries and reports answered whole; the status filter still applies; a bad search is a 400; only admins may ask.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createWorld, type World } from '../../test/helpers/signed-in-world';

let t: TestApp;
let w: World;

beforeEach(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterEach(() => t.close());

const asAdmin = (path: string) => t.request('GET', path, { token: w.tokens.admin });

describe('GET /api/messages?q=', () => {
  it('finds the messages whose sender, subject or text hold every word, on every page, with the total', async () => {
    for (let i = 0; i < 25; i++)
      await t.db.insert(messages).values({
        fullName: `Sender ${i}`,
        email: `s${i}@example.com`,
        subject: 'Hello there',
        content: 'Just saying hi',
      });
    await t.db.insert(messages).values({
      fullName: 'Amina Nakato',
      email: 'amina@example.com',
      subject: 'Delivery to Gulu',
      content: 'How long?',
    });
    await t.db
      .insert(messages)
      .values({ fullName: 'Okello', email: 'okello@example.com', subject: 'Question', content: 'Delivery to Lira' });

    const found = await asAdmin('/api/messages?q=delivery%20gulu&limit=10');
    expect(found.status).toBe(200);
    expect(found.data.data.map((m: { fullName: string }) => m.fullName)).toEqual(['Amina Nakato']);
    expect(found.data.pagination).toMatchObject({ total: 1 });
    const both = await asAdmin('/api/messages?q=DELIVERY');
    expect(both.data.pagination.total).toBe(2);
    const all = await asAdmin('/api/messages?limit=10');
    expect(all.data.pagination.total).toBe(27);
  });
});

describe('GET /api/deliveries/admin/all?q=', () => {
  it('searches the item, receiver, address and business, with the status filter, answered whole', async () => {
    await w.newDelivery({ itemName: 'Wedding cake', receiverName: 'Rita', deliveryAddress: 'Ntinda' });
    await w.newDelivery({ itemName: 'Bread', receiverName: 'Rita', deliveryAddress: 'Kira', status: 'DELIVERED' });
    await w.newDelivery({ itemName: 'Cupcakes', receiverName: 'Joan', deliveryAddress: 'Ntinda' });

    const rita = await asAdmin('/api/deliveries/admin/all?q=rita');
    expect(Object.keys(rita.data).sort()).toEqual(['deliveries', 'success']);
    expect(rita.data.deliveries).toHaveLength(2);
    const ritaDelivered = await asAdmin('/api/deliveries/admin/all?q=rita&status=DELIVERED');
    expect(ritaDelivered.data.deliveries.map((d: { item_name: string }) => d.item_name)).toEqual(['Bread']);
    const byBusiness = await asAdmin(`/api/deliveries/admin/all?q=${encodeURIComponent(w.business.name)}%20ntinda`);
    expect(byBusiness.data.deliveries).toHaveLength(2);
  });
});

describe('GET /api/reports?q=', () => {
  it("searches the reason, description and the people's names and e-mails, with the status filter", async () => {
    const scammer = await w.newUser({ firstName: 'Kato', lastName: 'Scam' });
    await w.newReport({ reportedUserId: scammer.id, reason: 'fraud', description: 'Asked for money up front' });
    await w.newReport({ reason: 'spam', description: 'Many messages' });

    const kato = await asAdmin('/api/reports?q=kato');
    expect(kato.data).toEqual({ success: true, reports: [expect.objectContaining({ reason: 'fraud' })] });
    const money = await asAdmin('/api/reports?q=money%20front&status=PENDING');
    expect(money.data.reports).toHaveLength(1);
    const none = await asAdmin('/api/reports?q=money&status=RESOLVED');
    expect(none.data.reports).toEqual([]);
  });
});

describe('every one of them', () => {
  it.each(['/api/messages', '/api/deliveries/admin/all', '/api/reports'])(
    '%s refuses a search over 100 characters and anyone but an admin',
    async (path) => {
      const long = await asAdmin(`${path}?q=${'x'.repeat(101)}`);
      expect(long.status).toBe(400);
      expect(long.data.message).toBe('The search can be at most 100 characters');
      expect((await t.request('GET', `${path}?q=a`, { token: w.tokens.vendor })).status).toBe(403);
    },
  );
});
