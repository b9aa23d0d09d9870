/**
 * Places on a business (docs/product.md "Places"): a district from the list, on the REST edit and
 * on the replayed offline edit alike, and the migration that mapped the free text written before
 * (db/migrations/0015_districts_from_the_list.sql, db/pg/migrations/0003_…), run again here on
 * rows of old text. Runs on SQLite and, in the server-pg project, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '../../../db/schema';
import { dialectOf } from '../../../db/dialect';
import { firstRow, rawRun } from '../../../db/query';
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

/** The migration's statements, for the engine the test app runs on. */
function districtMigration(): string[] {
  const file =
    dialectOf(t.db) === 'postgres'
      ? 'db/pg/migrations/0003_districts_from_the_list.sql'
      : 'db/migrations/0015_districts_from_the_list.sql';
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
    for (const statement of districtMigration()) await rawRun(t.db, sql.raw(statement));
    for (const [text, district] of Object.entries(written)) expect((await row(ids.get(text))).district).toBe(district);
    expect((await row()).district).toBe('Gulu');
  });
});
