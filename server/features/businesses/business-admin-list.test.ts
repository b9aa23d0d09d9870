/**
 * GET /api/businesses/admin: the admin's list of businesses searched on the server —
 * name, owner e-mail, district — with the status filter and `pagination.total`, so "Bakery"
 * finds every bakery of the directory, not only those of the page shown.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, insertBusiness, insertCategory, type Account } from './test-fixtures';
import { firstRow } from '../../../db/query';

let t: TestApp;
let admin: Account;
let categoryId: number;
beforeEach(async () => {
  t = createTestApp();
  admin = await account(t, 'ADMIN');
  categoryId = await insertCategory(t, 'Food');
});
afterEach(() => t.close());

const list = (query: string, token: string | null = admin.token) =>
  t.request('GET', `/api/businesses/admin?${query}`, { token });
const names = async (query: string) => (await list(query)).data.businesses.map((b: { name: string }) => b.name).sort();

describe('GET /api/businesses/admin', () => {
  it('finds every match across all pages, with the total and the owner', async () => {
    for (let i = 0; i < 45; i++) await insertBusiness(t, { categoryId, name: `Bakery ${i}`, isActive: i % 3 !== 0 });
    for (let i = 0; i < 10; i++) await insertBusiness(t, { categoryId, name: `Salon ${i}` });

    const first = await list('q=bakery&limit=20');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.data.success).toBe(true);
    expect(first.data.businesses).toHaveLength(20);
    expect(first.data.pagination).toEqual({ page: 1, limit: 20, total: 45, totalPages: 3, pages: 3 });
    expect(first.data.businesses[0].owner).toMatchObject({ email: expect.stringContaining('@') });
    expect((await list('q=BAKERY&limit=20&page=3')).data.businesses).toHaveLength(5);
    expect((await list('q=bakery&status=inactive')).data.pagination.total).toBe(15);
    expect((await list('q=bakery&status=active')).data.pagination.total).toBe(30);
    expect((await list('')).data.pagination).toEqual({ page: 1, limit: 20, total: 55, totalPages: 3, pages: 3 });
  });

  it('searches the owner’s e-mail address and the district, every word somewhere', async () => {
    const owner = (
      await firstRow(
        t.db
          .insert(users)
          .values({ firstName: 'Grace', lastName: 'Akello', email: 'grace.bakes@example.com', role: 'VENDOR' })
          .returning(),
      )
    ).id;
    await insertBusiness(t, { categoryId, name: 'Mama Bakery', ownerId: owner, district: 'Gulu' });
    await insertBusiness(t, { categoryId, name: 'Kampala Fresh Bakery', district: 'Kampala' });
    await insertBusiness(t, { categoryId, name: 'Gulu Tailors', district: 'Gulu' });

    expect(await names('q=grace.bakes%40example')).toEqual(['Mama Bakery']);
    expect(await names('q=gulu')).toEqual(['Gulu Tailors', 'Mama Bakery']);
    expect(await names('q=bakery%20gulu')).toEqual(['Mama Bakery']);
    expect(await names('q=akello')).toEqual(['Mama Bakery']);
    expect(await names('q=_')).toEqual([]);
  });

  it('is for admins only; the public /all keeps its bare array', async () => {
    await insertBusiness(t, { categoryId, name: 'Bakery' });
    expect((await list('q=bakery', null)).status).toBe(401);
    expect((await list('q=bakery', (await account(t, 'VENDOR')).token)).status).toBe(403);
    const all = await t.request('GET', '/api/businesses/all');
    expect(Array.isArray(all.data)).toBe(true);
    expect(all.headers.get('x-total-count')).toBe('1');
  });
});
