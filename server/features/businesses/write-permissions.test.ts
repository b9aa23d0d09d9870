/**
 * Who may call each write of the public API (docs/product.md "Roles and ownership"): one row per
 * call, one column per caller. The owner is the VENDOR owning the business
 * the call is about; the user is also the author of the product review it is about.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, products } from '../../../db/schema';
import { firstRow } from '../../../db/query';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  account,
  insertCategory,
  insertProduct,
  insertProductReview,
  insertReview,
  insertBusiness,
  type Account,
} from './test-fixtures';

type Caller = 'anonymous' | 'user' | 'owner' | 'otherVendor' | 'admin';
type Call = { method: string; path: string; json?: unknown; form?: () => Promise<FormData> };
type Row = [name: string, call: () => Call | Promise<Call>, expected: Record<Caller, number>];

let t: TestApp;
let accounts: Record<Exclude<Caller, 'anonymous'>, Account>;
let businessId: number;
let categoryId: number;

beforeAll(async () => {
  t = createTestApp();
  accounts = {
    user: await account(t, 'USER'),
    owner: await account(t, 'VENDOR'),
    otherVendor: await account(t, 'VENDOR'),
    admin: await account(t, 'ADMIN'),
  };
  categoryId = await insertCategory(t, 'Permissions');
  businessId = await insertBusiness(t, { categoryId, ownerId: accounts.owner.id });
});
afterAll(() => t.close());

/** A product of the owner's business, with room left under the limit of three. */
async function freshProduct(kind: 'product' | 'service' = 'product') {
  await t.db.delete(products).where(eq(products.businessId, businessId));
  return await insertProduct(t, businessId, { kind, minPrice: 1, maxPrice: 2 });
}
const freshReview = async () => await insertReview(t, { businessId });
const freshProductReview = async () => await insertProductReview(t, { userId: accounts.user.id, categoryId });
const freshMessage = async () =>
  (await firstRow(
    t.db
      .insert(messages)
      .values({ fullName: 'A B', email: 'a@b.ug', subject: 'Hello there', content: 'Some long content' })
      .returning({ id: messages.id }),
  ))!.id;

const ADMIN_ONLY = { anonymous: 401, user: 403, owner: 403, otherVendor: 403, admin: 200 };
const OWNER_ONLY = { anonymous: 401, user: 403, owner: 200, otherVendor: 403, admin: 403 };
const OWNER_OR_ADMIN = { anonymous: 401, user: 403, owner: 200, otherVendor: 403, admin: 200 };
const AUTHOR_OR_ADMIN = { anonymous: 401, user: 200, owner: 403, otherVendor: 403, admin: 200 };
const SIGNED_IN = { anonymous: 401, user: 200, owner: 200, otherVendor: 200, admin: 200 };
const ANYONE = { anonymous: 200, user: 200, owner: 200, otherVendor: 200, admin: 200 };
const created = (codes: Record<Caller, number>) =>
  Object.fromEntries(Object.entries(codes).map(([k, v]) => [k, v === 200 ? 201 : v])) as Record<Caller, number>;

const rows: Row[] = [
  // The owner already has its one business; the other vendor has none yet.
  [
    'POST /api/businesses',
    () => ({ method: 'POST', path: '/api/businesses', json: { name: 'New', categoryId } }),
    { anonymous: 401, user: 403, owner: 409, otherVendor: 201, admin: 403 },
  ],
  [
    'PUT /api/businesses/{id}',
    () => ({ method: 'PUT', path: `/api/businesses/${businessId}`, json: { tagline: 'Hi' } }),
    OWNER_ONLY,
  ],
  [
    'PATCH /api/businesses/{id}',
    () => ({ method: 'PATCH', path: `/api/businesses/${businessId}`, json: { city: 'Jinja' } }),
    OWNER_ONLY,
  ],
  [
    'PUT /api/businesses/{id}/status',
    () => ({ method: 'PUT', path: `/api/businesses/${businessId}/status`, json: { isActive: true } }),
    ADMIN_ONLY,
  ],
  [
    'DELETE /api/businesses/admin/{id}',
    async () => ({ method: 'DELETE', path: `/api/businesses/admin/${await insertBusiness(t, { categoryId })}` }),
    ADMIN_ONLY,
  ],
  ['POST /api/businesses/{id}/visit', () => ({ method: 'POST', path: `/api/businesses/${businessId}/visit` }), ANYONE],
  [
    'POST /api/businesses/{id}/products',
    async () => (
      await freshProduct(),
      { method: 'POST', path: `/api/businesses/${businessId}/products`, json: { name: 'Tent' } }
    ),
    created(OWNER_ONLY),
  ],
  [
    'DELETE /api/businesses/products/{id}',
    async () => ({ method: 'DELETE', path: `/api/businesses/products/${await freshProduct()}` }),
    OWNER_OR_ADMIN,
  ],
  [
    'POST /api/businesses/{id}/product-services',
    async () => (
      await freshProduct(),
      {
        method: 'POST',
        path: `/api/businesses/${businessId}/product-services`,
        json: { name: 'Setup', minPrice: 1, maxPrice: 9 },
      }
    ),
    created(OWNER_ONLY),
  ],
  [
    'PATCH /api/businesses/{id}/product-services/{serviceId}',
    async () => ({
      method: 'PATCH',
      path: `/api/businesses/${businessId}/product-services/${await freshProduct('service')}`,
      json: { name: 'Renamed' },
    }),
    OWNER_ONLY,
  ],
  [
    'DELETE /api/product-services/{serviceId}',
    async () => ({ method: 'DELETE', path: `/api/product-services/${await freshProduct('service')}` }),
    OWNER_OR_ADMIN,
  ],
  // A vendor cannot review its own business.
  [
    'POST /api/reviews',
    () => ({ method: 'POST', path: '/api/reviews', json: { businessId, rating: 5 } }),
    { anonymous: 401, user: 201, owner: 403, otherVendor: 201, admin: 201 },
  ],
  [
    'PUT /api/reviews/{id}/approve',
    async () => ({ method: 'PUT', path: `/api/reviews/${await freshReview()}/approve` }),
    ADMIN_ONLY,
  ],
  [
    'PUT /api/reviews/{id}/reject',
    async () => ({ method: 'PUT', path: `/api/reviews/${await freshReview()}/reject` }),
    ADMIN_ONLY,
  ],
  [
    'PUT /api/reviews/{id}/flag',
    async () => ({ method: 'PUT', path: `/api/reviews/${await freshReview()}/flag` }),
    ADMIN_ONLY,
  ],
  [
    'POST /api/product-reviews',
    () => ({ method: 'POST', path: '/api/product-reviews', json: { name: 'Phone', categoryId, rating: 4 } }),
    created(SIGNED_IN),
  ],
  [
    'PUT /api/product-reviews/{id}',
    async () => ({ method: 'PUT', path: `/api/product-reviews/${await freshProductReview()}`, json: { rating: 2 } }),
    AUTHOR_OR_ADMIN,
  ],
  [
    'DELETE /api/product-reviews/{id}',
    async () => ({ method: 'DELETE', path: `/api/product-reviews/${await freshProductReview()}` }),
    AUTHOR_OR_ADMIN,
  ],
  [
    'PUT /api/product-reviews/{id}/upvote',
    async () => ({ method: 'PUT', path: `/api/product-reviews/${await freshProductReview()}/upvote` }),
    SIGNED_IN,
  ],
  [
    'PUT /api/product-reviews/{id}/downvote',
    async () => ({ method: 'PUT', path: `/api/product-reviews/${await freshProductReview()}/downvote` }),
    SIGNED_IN,
  ],
  [
    'POST /api/messages',
    () => ({
      method: 'POST',
      path: '/api/messages',
      json: { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' },
    }),
    created(ANYONE),
  ],
  [
    'PUT /api/messages/{id}/read',
    async () => ({ method: 'PUT', path: `/api/messages/${await freshMessage()}/read` }),
    ADMIN_ONLY,
  ],
  [
    'DELETE /api/messages/{id}',
    async () => ({ method: 'DELETE', path: `/api/messages/${await freshMessage()}` }),
    ADMIN_ONLY,
  ],
  [
    'POST /api/categories',
    () => ({ method: 'POST', path: '/api/categories', json: { name: `Cat ${Math.random()}`, description: 'd' } }),
    created(ADMIN_ONLY),
  ],
  [
    'PUT /api/categories/{id}',
    async () => ({ method: 'PUT', path: `/api/categories/${await insertCategory(t)}`, json: { description: 'New' } }),
    ADMIN_ONLY,
  ],
  [
    'DELETE /api/categories/{id}',
    async () => ({ method: 'DELETE', path: `/api/categories/${await insertCategory(t)}` }),
    ADMIN_ONLY,
  ],
  [
    'POST /api/uploads',
    () => ({
      method: 'POST',
      path: '/api/uploads',
      form: async () => formOf({ image: fileOf(await pngBytes(), 'a.png') }),
    }),
    created(SIGNED_IN),
  ],
];

const callers: Caller[] = ['anonymous', 'user', 'owner', 'otherVendor', 'admin'];

describe.each(rows)('%s', (_name, call, expected) => {
  it.each(callers)('as %s', async (caller) => {
    const { method, path, json, form } = await call();
    const token = caller === 'anonymous' ? null : accounts[caller].token;
    const res = await t.request(method, path, { json, form: form && (await form()), token });
    expect(res.status, res.text).toBe(expected[caller]);
  });
});

describe('a token that is no longer valid', () => {
  it('is a 401 with the reason on a signed-in call', async () => {
    const res = await t.request('POST', '/api/reviews', { json: { businessId, rating: 5 }, token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.data.message).toBe('Your session has expired. Please sign in again.');
  });
});
