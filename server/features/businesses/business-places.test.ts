/**
 * Places and phones on a business (docs/product.md "Places"): a district from the list and a phone
 * in E.164, on the REST edit and on the replayed offline edit alike; the migrations that mapped
 * what was written before (db/migrations/0015_districts_from_the_list.sql and 0016_phones_in_e164.sql,
 * db/pg/migrations/0003 and 0004), run again here on rows of old text; and a phone verified for
 * another business flagged to the admin. Runs on SQLite and, in the server-pg project, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses, users, verificationRequests } from '../../../db/schema';
import { dialectOf } from '../../../db/dialect';
import { firstRow, rawRun } from '../../../db/query';
import { toE164 } from '../../../sync/phone-parse';
import { DISTRICT_UNKNOWN } from '../../../sync/schemas/place';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mutation, push } from '../../sync/sync-test-kit';
import { account, insertBusiness, insertCategory, type Account } from './test-fixtures';

let t: TestApp;
let owner: Account;
let businessId: number;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp({ rateLimits: false });
  categoryId = await insertCategory(t, 'Bakery');
  owner = await account(t, 'VENDOR', 'places-owner@test.ug');
  businessId = await insertBusiness(t, { categoryId, ownerId: owner.id, name: 'Mama Bakery', district: 'Gulu' });
});
afterEach(() => t.close());

const row = async (id = businessId) => (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, id))))!;

describe('a business names a district from the list', () => {
  it('by REST: a listed district is stored as the list spells it; another text is a 400 with the field message', async () => {
    const spelled = await t.request('PATCH', `/api/businesses/${businessId}`, {
      token: owner.token,
      json: { district: ' kampala district ' },
    });
    expect(spelled.status, spelled.text).toBe(200);
    expect((await row()).district).toBe('Kampala');

    const unknown = await t.request('PATCH', `/api/businesses/${businessId}`, {
      token: owner.token,
      json: { district: 'Ntinda' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors).toMatchObject({ district: DISTRICT_UNKNOWN });
    expect((await row()).district).toBe('Kampala');
  });

  it('by push: the same refusal for a replayed offline edit; blank clears it', async () => {
    const wrong = await push(t, owner.token, [mutation('business.update', { businessId, district: 'Central' })]);
    expect(wrong.results[0]).toMatchObject({ status: 'rejected', code: 400, errors: { district: DISTRICT_UNKNOWN } });
    expect((await row()).district).toBe('Gulu');
    const alias = await push(t, owner.token, [mutation('business.update', { businessId, district: 'Luwero' })]);
    expect(alias.results[0]!.status).toBe('applied');
    expect((await row()).district).toBe('Luweero');
    const cleared = await push(t, owner.token, [mutation('business.update', { businessId, district: '' })]);
    expect(cleared.results[0]!.status).toBe('applied');
    expect((await row()).district).toBeNull();
  });
});

describe('offline areas are districts of the list', () => {
  it('offers the districts of the list that businesses name, not a kept text that names none', async () => {
    await insertBusiness(t, { categoryId, name: 'Ntinda Bakery', district: 'Ntinda' });
    const res = await t.app.request('/api/sync/areas');
    expect(res.status).toBe(200);
    const { areas } = (await res.json()) as { areas: { district: string }[] };
    expect(areas.map((a) => a.district)).toEqual(['Gulu']);
  });
});

/** A migration's statements, for the engine the test app runs on. */
function migration(sqlite: string, postgres: string): string[] {
  const file = dialectOf(t.db) === 'postgres' ? `db/pg/migrations/${postgres}.sql` : `db/migrations/${sqlite}.sql`;
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

describe('the migration maps free text to the list', () => {
  it('drops case, spacing and "District"/"City" suffixes, reads known aliases, and keeps what names nothing', async () => {
    const written = {
      'Kampala District': 'Kampala',
      '  wakiso ': 'Wakiso',
      'GULU CITY': 'Gulu',
      'madi  okollo': 'Madi-Okollo',
      'Luwero District': 'Luweero',
      'Fort Portal': 'Kabarole',
      'Kampala Capital City': 'Kampala',
      'Mbarara.': 'Mbarara',
      Ntinda: 'Ntinda',
      'Somewhere nice': 'Somewhere nice',
    };
    const ids = new Map<string, number>();
    for (const text of Object.keys(written))
      ids.set(text, await insertBusiness(t, { categoryId, name: `At ${text}`, district: text }));
    for (const statement of migration('0015_districts_from_the_list', '0003_districts_from_the_list'))
      await rawRun(t.db, sql.raw(statement));
    for (const [text, district] of Object.entries(written)) expect((await row(ids.get(text))).district).toBe(district);
    expect((await row()).district).toBe('Gulu');
  });
});

describe('a phone is stored in E.164', () => {
  it('by REST and by push: written the local way, stored as +256…; another text is refused with the field message', async () => {
    const rest = await t.request('PATCH', `/api/businesses/${businessId}`, {
      token: owner.token,
      json: { whatsapp: '0772 123456' },
    });
    expect(rest.status, rest.text).toBe(200);
    expect((await row()).whatsapp).toBe('+256772123456');
    const refused = await t.request('PATCH', `/api/businesses/${businessId}`, {
      token: owner.token,
      json: { whatsapp: '0772 12' },
    });
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toMatchObject({ whatsapp: 'Please enter a valid WhatsApp number' });

    const pushed = await push(t, owner.token, [
      mutation('business.update', { businessId, whatsapp: '256 701 234567' }),
    ]);
    expect(pushed.results[0]!.status).toBe('applied');
    expect((await row()).whatsapp).toBe('+256701234567');
    const wrong = await push(t, owner.token, [
      mutation('business.update', { businessId, whatsapp: '+254 712 345678' }),
    ]);
    expect(wrong.results[0]).toMatchObject({
      status: 'rejected',
      code: 400,
      errors: { whatsapp: 'Please enter a valid WhatsApp number' },
    });
    expect((await row()).whatsapp).toBe('+256701234567');
  });

  it('the migration reads phones as the app does, and keeps what it cannot read', async () => {
    const written = [
      '0772 123456',
      '+256 772-123-456',
      '256701234567',
      '(0414) 123 456',
      '+256 (0) 782 000001',
      '00256 752 123456',
      '752123456',
      '0772 12345',
      'call me',
      '+254 712 345678',
    ];
    const ids = new Map<string, number>();
    for (const phone of written)
      ids.set(phone, await insertBusiness(t, { categoryId, name: `Phone ${phone}`, whatsapp: phone }));
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.id));
    await t.db.update(users).set({ phoneNumber: '0782 000 001' }).where(eq(users.id, user!.id));
    for (const statement of migration('0016_phones_in_e164', '0004_phones_in_e164'))
      await rawRun(t.db, sql.raw(statement));
    for (const phone of written) expect((await row(ids.get(phone))).whatsapp, phone).toBe(toE164(phone) ?? phone);
    expect((await row(ids.get('0772 12345'))).whatsapp).toBe('0772 12345');
    const [after] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(after!.phoneNumber).toBe('+256782000001');
  });
});

describe('a phone already verified for another business', () => {
  it('is flagged to the admin on the verification request', async () => {
    const admin = await account(t, 'ADMIN');
    const other = await insertBusiness(t, { categoryId, name: 'Kato Bakery', isVerified: true });
    await t.db.insert(verificationRequests).values({ businessId: other, phone: '+256772123456', status: 'APPROVED' });
    const asked = await t.request('POST', '/api/verification', {
      token: owner.token,
      json: { businessId, phone: '0772 123 456' },
    });
    expect(asked.status, asked.text).toBe(201);
    const list = await t.request('GET', '/api/verification?status=PENDING', { token: admin.token });
    expect(list.status).toBe(200);
    const [request] = list.data.requests as { phone: string; phoneVerifiedFor: { id: number; name: string }[] }[];
    expect(request).toMatchObject({ phone: '+256772123456', phoneVerifiedFor: [{ id: other, name: 'Kato Bakery' }] });
  });
});
