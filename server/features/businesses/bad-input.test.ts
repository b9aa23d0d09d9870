/**
 * Bad input is a 4xx with the contract's error shape, never a 500 (docs/product.md "Running it",
 * errors): every write of the public API gets malformed and mistyped bodies, as an admin and as the
 * owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  account,
  insertBusiness,
  insertCategory,
  insertProduct,
  insertProductReview,
  insertReview,
  type Account,
} from './test-fixtures';

let t: TestApp;
let owner: Account;
let admin: Account;
let paths: string[];

beforeAll(async () => {
  t = createTestApp();
  owner = await account(t, 'VENDOR');
  admin = await account(t, 'ADMIN');
  const categoryId = await insertCategory(t);
  const businessId = await insertBusiness(t, { categoryId, ownerId: owner.id });
  const serviceId = await insertProduct(t, businessId, { kind: 'service', minPrice: 1, maxPrice: 2 });
  const reviewId = await insertReview(t, { businessId });
  const productReviewId = await insertProductReview(t, { userId: owner.id, categoryId });
  paths = [
    'POST /api/businesses/search',
    'POST /api/businesses',
    `PATCH /api/businesses/${businessId}`,
    `PUT /api/businesses/${businessId}/status`,
    `POST /api/businesses/${businessId}/products`,
    `POST /api/businesses/${businessId}/product-services`,
    `PATCH /api/businesses/${businessId}/product-services/${serviceId}`,
    'POST /api/reviews',
    `PUT /api/reviews/${reviewId}/flag`,
    'POST /api/product-reviews',
    `PUT /api/product-reviews/${productReviewId}`,
    `DELETE /api/product-reviews/${productReviewId + 1000}`,
    'POST /api/messages',
    'POST /api/categories',
    `PUT /api/categories/${categoryId}`,
    'POST /api/uploads',
  ];
});
afterAll(() => t.close());

const bodies: [string, { body?: string; headers?: Record<string, string>; form?: () => FormData }][] = [
  ['malformed JSON', { body: '{"name": ', headers: { 'content-type': 'application/json' } }],
  ['a JSON array', { body: '[1, 2]', headers: { 'content-type': 'application/json' } }],
  ['a JSON string', { body: '"text"', headers: { 'content-type': 'application/json' } }],
  [
    'mistyped fields',
    {
      body: JSON.stringify({
        name: { a: 1 },
        categoryId: 'x',
        rating: [5],
        businessId: -1,
        minPrice: 'HUGE',
        maxPrice: 2 ** 80,
        price: '1e999',
        comment: 5,
        imageUrl: 42,
        tags: { a: 1 },
        isActive: 'maybe',
        isFlagged: 3,
        query: 7,
        page: 'last',
        limit: -5,
        sortBy: {},
        priceRange: 12,
        email: [],
        fullName: null,
        subject: true,
        content: 1,
        image: '../../etc/passwd',
        logo: 5,
      }).replace('"HUGE"', '1e400'),
      headers: { 'content-type': 'application/json' },
    },
  ],
  ['an unknown content type', { body: '<xml/>', headers: { 'content-type': 'application/xml' } }],
  [
    'a broken multipart body',
    { body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  ],
  [
    'multipart with strange values',
    {
      form: () => {
        const form = new FormData();
        for (const key of [
          'name',
          'categoryId',
          'rating',
          'minPrice',
          'maxPrice',
          'price',
          'businessId',
          'imageUrl',
          'image',
          'logo',
          'isFlagged',
        ]) {
          form.append(key, '\u0000\u202e%s%n' + 'x'.repeat(300));
        }
        form.append('logo', new File([new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2])], 'half.jpg'));
        return form;
      },
    },
  ],
];

describe.each(bodies)('%s', (_label, { body, headers, form }) => {
  it('is refused with a 4xx and { success: false, message } on every write', async () => {
    for (const line of paths) {
      const [method, path] = line.split(' ') as [string, string];
      for (const token of [owner.token, admin.token]) {
        const res = await t.request(method, path, { body, headers, form: form?.(), token });
        expect(res.status, `${line}: ${res.text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${line}: ${res.text}`).toBeLessThan(500);
        expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
  });
});
