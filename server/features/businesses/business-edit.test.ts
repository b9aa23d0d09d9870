/**
 * The owner edits its business by PUT /api/businesses/{id} or, queued offline, by the
 * `business.update` mutation (sync/mutations.ts): both run `updateBusiness` through `applyWrite`
 * (server/sync/registry.ts), so the same rules, ownership and rate limit hold on either path.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appliedMutations, businesses, rateLimitHits } from '../../../db/schema';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mutation, push } from '../../sync/sync-test-kit';
import { account, insertBusiness, insertCategory, type Account } from './test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let owner: Account;
let otherVendor: Account;
let businessId: number;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp({ rateLimits: true });
  categoryId = await insertCategory(t, 'Bakery');
  owner = await account(t, 'VENDOR', 'edit-owner@test.ug');
  otherVendor = await account(t, 'VENDOR');
  businessId = await insertBusiness(t, {
    categoryId,
    ownerId: owner.id,
    name: 'Mama Bakery',
    whatsapp: '+256700000001',
  });
});
afterEach(() => t.close());

const row = async () => (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, businessId))))!;
const hits = async () =>
  (
    await t.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.rule, 'business.update'), eq(rateLimitHits.clientKey, `user:${owner.id}`)))
  ).reduce((n, r) => n + r.hits, 0);

describe('the owner edits its business', () => {
  it('by REST: every field, the logo as a file, counted against the edit limit', async () => {
    const otherCategory = await insertCategory(t, 'Catering');
    const res = await t.request('PUT', `/api/businesses/${businessId}`, {
      token: owner.token,
      form: formOf({
        name: 'Mama Bakery & Cakes',
        categoryId: String(otherCategory),
        subCategory: 'Cakes',
        tagline: 'Fresh every morning',
        description: 'Bread and cakes',
        district: 'Kampala',
        city: 'Ntinda',
        whatsapp: '+256 772 123456',
        email: 'mama@bakery.ug',
        website: 'www.mamabakery.ug',
        tiktokUsername: '@mamabakery',
        logo: fileOf(await pngBytes(), 'logo.png'),
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(await row()).toMatchObject({
      name: 'Mama Bakery & Cakes',
      categoryId: otherCategory,
      subCategory: 'Cakes',
      tagline: 'Fresh every morning',
      description: 'Bread and cakes',
      district: 'Kampala',
      city: 'Ntinda',
      whatsapp: '+256772123456',
      email: 'mama@bakery.ug',
      website: 'https://www.mamabakery.ug',
      tiktokUsername: 'mamabakery',
      logo: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/),
    });
    expect(res.data.business.name).toBe('Mama Bakery & Cakes');
    expect(await hits()).toBe(1);
  });

  it('by push: applied once; a replay is a duplicate that changes nothing and is not counted again', async () => {
    const upload = await t.request('POST', '/api/uploads', {
      token: owner.token,
      form: formOf({ image: fileOf(await pngBytes(), 'logo.png') }),
    });
    expect(upload.status).toBe(201);
    const edit = mutation('business.update', { businessId, name: 'Mama Bakery Ntinda', logo: upload.data.image });
    const first = await push(t, owner.token, [edit]);
    expect(first.results[0]).toMatchObject({ status: 'applied', result: { name: 'Mama Bakery Ntinda' } });
    expect(await row()).toMatchObject({
      name: 'Mama Bakery Ntinda',
      logo: upload.data.image,
      whatsapp: '+256700000001',
    });

    // a later edit online; replaying the old push must not put the old name back
    await t.request('PATCH', `/api/businesses/${businessId}`, { token: owner.token, json: { name: 'Mama Bakery' } });
    const replay = await push(t, owner.token, [edit]);
    expect(replay.results[0]).toMatchObject({ id: edit.id, status: 'duplicate' });
    expect((await row()).name).toBe('Mama Bakery');
    expect(await t.db.select().from(appliedMutations).where(eq(appliedMutations.mutationId, edit.id))).toHaveLength(1);
    expect(await hits()).toBe(2);
  });

  it('by push: null clears an optional field, a wrong one is refused with the field message', async () => {
    const cleared = await push(t, owner.token, [mutation('business.update', { businessId, whatsapp: null })]);
    expect(cleared.results[0]!.status).toBe('applied');
    expect((await row()).whatsapp).toBeNull();
    const wrong = await push(t, owner.token, [mutation('business.update', { businessId, whatsapp: 'call me' })]);
    expect(wrong.results[0]).toMatchObject({
      status: 'rejected',
      code: 400,
      errors: { whatsapp: 'Please enter a valid WhatsApp number' },
    });
    expect(await hits()).toBe(1);
  });
});

describe('an edit of a business that is not the caller’s is refused on both paths', () => {
  it('another vendor: 403 by REST and by push, nothing changed', async () => {
    const rest = await t.request('PUT', `/api/businesses/${businessId}`, {
      token: otherVendor.token,
      json: { name: 'Taken over' },
    });
    expect(rest.status).toBe(403);
    const pushed = await push(t, otherVendor.token, [mutation('business.update', { businessId, name: 'Taken over' })]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    expect((await row()).name).toBe('Mama Bakery');
  });

  it('a vendor demoted to USER: 403 by REST and by push, nothing changed', async () => {
    const admin = await account(t, 'ADMIN');
    const demoted = await t.request('PUT', `/api/users/${owner.id}/role`, {
      token: admin.token,
      json: { role: 'USER', reason: 'No longer trading' },
    });
    expect(demoted.status).toBe(200);
    const token = (await t.signIn('edit-owner@test.ug')).accessToken;
    const rest = await t.request('PUT', `/api/businesses/${businessId}`, { token, json: { name: 'Still mine' } });
    expect(rest.status).toBe(403);
    const pushed = await push(t, token, [mutation('business.update', { businessId, name: 'Still mine' })]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    expect((await row()).name).toBe('Mama Bakery');
  });

  it('an unknown business: 404 by push', async () => {
    const pushed = await push(t, owner.token, [mutation('business.update', { businessId: 999_999, name: 'Ghost' })]);
    expect(pushed.results[0]).toMatchObject({ status: 'rejected', code: 404 });
  });
});
