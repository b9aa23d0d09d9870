/**
 * Mass assignment (OWASP API3:2023 broken object property level authorization; ASVS 5.0 V15.3):
 * every write is sent its normal body plus fields the caller must not set — role, isVerified,
 * rating, ownerId, upvotes, status, isActive, totalReviews, visits, userId, businessId — as JSON,
 * as multipart where the call takes a form, and as offline mutations. The stored row is then read
 * back. Figure: forbidden fields persisted = 0.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bids,
  businesses,
  deliveries,
  messages,
  otpCodes,
  productReviews,
  products,
  reports,
  reviews,
  searches,
  surveyResponses,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';
import { formOf } from '../fixtures/images/make-image';
import { firstRow } from '../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

/** What an attacker adds to every body. `victim` ids point at rows of other tenants. */
const extras = (victim: { userId: number; businessId: number }) => ({
  role: 'ADMIN',
  isVerified: true,
  rating: 5,
  ownerId: victim.userId,
  upvotes: 999,
  downvotes: 999,
  status: 'APPROVED',
  isActive: false,
  isFlagged: true,
  isRead: true,
  totalReviews: 999,
  visits: 999_999,
  userId: victim.userId,
  reporterId: victim.userId,
  businessId: victim.businessId,
  id: 1,
  createdAt: '2000-01-01T00:00:00.000Z',
});

type Probe = {
  name: string;
  run: () => Promise<{ status: number; persisted: string[] }>;
};

/** The fields of `row` that took an attacker's value. */
function persisted(
  row: Record<string, unknown> | undefined,
  checks: Record<string, (v: unknown) => boolean>,
): string[] {
  if (!row) return ['(row missing)'];
  return Object.entries(checks)
    .filter(([field, bad]) => bad(row[field]))
    .map(([field]) => field);
}
const is = (value: unknown) => (v: unknown) => v === value;
const newer = (v: unknown) => v instanceof Date && v.getUTCFullYear() === 2000;

let serial = 0;
async function freshVendor() {
  await t.db.delete(otpCodes);
  return t.registerAndSignIn(`mass-vendor${++serial}@test.ug`, 'VENDOR');
}

const PROBES: Probe[] = [
  {
    name: 'POST /auth/register',
    async run() {
      await t.db.delete(otpCodes);
      const email = `mass${++serial}@test.ug`;
      const res = await t.request('POST', '/api/auth/register', {
        json: {
          firstName: 'M',
          lastName: 'A',
          email,
          phoneNumber: '+256700000001',
          ...extras({ userId: 1, businessId: 1 }),
          role: 'USER',
        },
      });
      const row = await firstRow(t.db.select().from(users).where(eq(users.email, email)));
      return {
        status: res.status,
        persisted: persisted(row, { isVerified: is(true), isActive: is(false), role: is('ADMIN'), createdAt: newer }),
      };
    },
  },
  {
    name: 'PUT /user/profile',
    async run() {
      const res = await t.request('PUT', '/api/user/profile', {
        token: w.tokens.user,
        json: {
          location: 'Gulu',
          ...extras({ userId: w.ids.otherUser, businessId: w.business.id }),
          email: w.emails.user,
        },
      });
      const row = await firstRow(t.db.select().from(users).where(eq(users.id, w.ids.user)));
      return {
        status: res.status,
        persisted: persisted(row, { role: is('ADMIN'), isActive: is(false), id: (v) => v !== w.ids.user }),
      };
    },
  },
  {
    name: 'POST /businesses (JSON)',
    async run() {
      const vendor = await freshVendor();
      const res = await t.request('POST', '/api/businesses', {
        token: vendor.accessToken,
        json: {
          name: 'Mass Co',
          categoryId: w.category.id,
          ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }),
        },
      });
      const row = await firstRow(t.db.select().from(businesses).where(eq(businesses.name, 'Mass Co')));
      return {
        status: res.status,
        persisted: persisted(row, {
          ownerId: (v) => v !== vendor.user.id,
          isVerified: is(true),
          rating: is(5),
          totalReviews: is(999),
          visits: is(999_999),
          isActive: is(false),
        }),
      };
    },
  },
  {
    name: 'POST /businesses (multipart)',
    async run() {
      const vendor = await freshVendor();
      const fields = Object.fromEntries(
        Object.entries(extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id })).map(([k, v]) => [
          k,
          String(v),
        ]),
      );
      const res = await t.request('POST', '/api/businesses', {
        token: vendor.accessToken,
        form: formOf({ ...fields, name: 'Mass Form Co', categoryId: w.category.id }),
      });
      const row = await firstRow(t.db.select().from(businesses).where(eq(businesses.name, 'Mass Form Co')));
      return {
        status: res.status,
        persisted: persisted(row, {
          ownerId: (v) => v !== vendor.user.id,
          isVerified: is(true),
          rating: is(5),
          totalReviews: is(999),
          visits: is(999_999),
          isActive: is(false),
        }),
      };
    },
  },
  ...(['PUT', 'PATCH'] as const).map((method) => ({
    name: `${method} /businesses/{id}`,
    async run() {
      const res = await t.request(method, `/api/businesses/${w.business.id}`, {
        token: w.tokens.vendor,
        json: { tagline: 'Still mine', ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }) },
      });
      const row = await firstRow(t.db.select().from(businesses).where(eq(businesses.id, w.business.id)));
      return {
        status: res.status,
        persisted: persisted(row, {
          ownerId: (v) => v !== w.ids.vendor,
          isVerified: is(true),
          rating: is(5),
          totalReviews: is(999),
          visits: is(999_999),
          isActive: is(false),
        }),
      };
    },
  })),
  {
    name: 'POST /businesses/{id}/products',
    async run() {
      await t.db.delete(products).where(eq(products.businessId, w.business.id));
      const res = await t.request('POST', `/api/businesses/${w.business.id}/products`, {
        token: w.tokens.vendor,
        json: {
          name: 'Mass tent',
          description: 'Big',
          minPrice: 1,
          maxPrice: 2,
          ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }),
        },
      });
      const row = await firstRow(t.db.select().from(products).where(eq(products.name, 'Mass tent')));
      return {
        status: res.status,
        persisted: persisted(row, { businessId: (v) => v !== w.business.id, createdAt: newer }),
      };
    },
  },
  {
    name: 'PATCH /businesses/{id}/product-services/{serviceId}',
    async run() {
      await t.db.delete(products).where(eq(products.businessId, w.business.id));
      const id = (
        await firstRow(
          t.db
            .insert(products)
            .values({ businessId: w.business.id, kind: 'service', name: 'Mass service', minPrice: 1, maxPrice: 2 })
            .returning(),
        )
      ).id;
      const res = await t.request('PATCH', `/api/businesses/${w.business.id}/product-services/${id}`, {
        token: w.tokens.vendor,
        json: { name: 'Mass service 2', ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }) },
      });
      const row = await firstRow(t.db.select().from(products).where(eq(products.id, id)));
      return {
        status: res.status,
        persisted: persisted(row, { businessId: (v) => v !== w.business.id, id: (v) => v !== id }),
      };
    },
  },
  {
    name: 'POST /reviews',
    async run() {
      const res = await t.request('POST', '/api/reviews', {
        token: w.tokens.otherUser,
        json: {
          ...extras({ userId: w.ids.user, businessId: w.business.id }),
          businessId: w.business.id,
          rating: 3,
          comment: 'Mass review',
          hired: true,
          reply: 'Owner words',
        },
      });
      const row = await firstRow(t.db.select().from(reviews).where(eq(reviews.comment, 'Mass review')));
      const business = await firstRow(t.db.select().from(businesses).where(eq(businesses.id, w.business.id)));
      return {
        status: res.status,
        persisted: [
          ...persisted(row, {
            status: is('APPROVED'),
            userId: (v) => v !== w.ids.otherUser,
            isFlagged: is(true),
            hired: is(true),
            reply: (v) => v !== null,
          }),
          ...persisted(business, { totalReviews: is(999) }),
        ],
      };
    },
  },
  {
    name: 'POST /product-reviews',
    async run() {
      const res = await t.request('POST', '/api/product-reviews', {
        token: w.tokens.otherUser,
        json: {
          ...extras({ userId: w.ids.user, businessId: w.business.id }),
          name: 'Mass gadget',
          categoryId: w.category.id,
          rating: 4,
        },
      });
      const row = await firstRow(t.db.select().from(productReviews).where(eq(productReviews.name, 'Mass gadget')));
      return {
        status: res.status,
        persisted: persisted(row, {
          upvotes: is(999),
          downvotes: is(999),
          userId: (v) => v !== w.ids.otherUser,
          isFlagged: is(true),
        }),
      };
    },
  },
  {
    name: 'PUT /product-reviews/{id}',
    async run() {
      const id = (
        await firstRow(
          t.db
            .insert(productReviews)
            .values({ userId: w.ids.user, categoryId: w.category.id, name: 'Mass edit', rating: 4 })
            .returning(),
        )
      ).id;
      const res = await t.request('PUT', `/api/product-reviews/${id}`, {
        token: w.tokens.user,
        json: { ...extras({ userId: w.ids.otherUser, businessId: w.business.id }), rating: 2 },
      });
      const row = await firstRow(t.db.select().from(productReviews).where(eq(productReviews.id, id)));
      return {
        status: res.status,
        persisted: persisted(row, {
          upvotes: is(999),
          downvotes: is(999),
          userId: (v) => v !== w.ids.user,
          isFlagged: is(true),
        }),
      };
    },
  },
  {
    name: 'POST /messages',
    async run() {
      const res = await t.request('POST', '/api/messages', {
        json: {
          ...extras({ userId: 1, businessId: 1 }),
          fullName: 'Ann B',
          email: 'ann@b.ug',
          subject: 'Mass subject',
          content: 'Mass message content',
        },
      });
      const row = await firstRow(t.db.select().from(messages).where(eq(messages.subject, 'Mass subject')));
      return { status: res.status, persisted: persisted(row, { isRead: is(true), createdAt: newer }) };
    },
  },
  {
    name: 'POST /searches',
    async run() {
      const res = await t.request('POST', '/api/searches', {
        token: w.tokens.otherUser,
        json: {
          ...extras({ userId: w.ids.user, businessId: w.business.id }),
          status: 'closed',
          doneAt: Date.now(),
          query: 'Mass search',
          categoryId: w.category.id,
          district: 'Kampala',
          location: 'Ntinda',
        },
      });
      const row = await firstRow(t.db.select().from(searches).where(eq(searches.query, 'Mass search')));
      return {
        status: res.status,
        persisted: persisted(row, {
          userId: (v) => v !== w.ids.otherUser,
          status: is('closed'),
          doneAt: (v) => v !== null,
        }),
      };
    },
  },
  {
    name: 'POST /searches/leads/{leadId}/bid',
    async run() {
      const { lead, otherLead } = await w.newSearch();
      const res = await t.request('POST', `/api/searches/leads/${lead.id}/bid`, {
        token: w.tokens.vendor,
        json: {
          ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }),
          status: 'ACCEPTED',
          leadId: otherLead.id,
          amount: 700,
          message: 'Mass quote',
          estimatedDuration: '1 day',
        },
      });
      const row = await firstRow(t.db.select().from(bids).where(eq(bids.message, 'Mass quote')));
      return {
        status: res.status,
        persisted: persisted(row, {
          status: is('ACCEPTED'),
          businessId: (v) => v !== w.business.id,
          leadId: (v) => v !== lead.id,
        }),
      };
    },
  },
  {
    name: 'POST /deliveries',
    async run() {
      const res = await t.request('POST', '/api/deliveries', {
        token: w.tokens.vendor,
        json: {
          ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }),
          status: 'DELIVERED',
          businessId: w.business.id,
          receiver_name: 'Rita',
          receiver_number: '+256700111222',
          fare: 1,
          item_name: 'Mass parcel',
          delivery_address: 'Plot 9',
        },
      });
      const row = await firstRow(t.db.select().from(deliveries).where(eq(deliveries.itemName, 'Mass parcel')));
      return { status: res.status, persisted: persisted(row, { status: is('DELIVERED') }) };
    },
  },
  {
    name: 'POST /reports',
    async run() {
      const target = await w.newUser();
      const res = await t.request('POST', '/api/reports', {
        token: w.tokens.otherUser,
        json: {
          ...extras({ userId: w.ids.user, businessId: w.business.id }),
          status: 'RESOLVED',
          targetType: 'user',
          targetId: target.id,
          reason: 'spam',
          description: 'Mass report',
        },
      });
      const row = await firstRow(t.db.select().from(reports).where(eq(reports.description, 'Mass report')));
      return {
        status: res.status,
        persisted: persisted(row, { status: is('RESOLVED'), reporterId: (v) => v !== w.ids.otherUser }),
      };
    },
  },
  {
    name: 'POST /surveys/{id}/responses',
    async run() {
      const { survey, question } = await w.newSurvey();
      const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
        token: w.tokens.otherUser,
        json: { ...extras({ userId: w.ids.user, businessId: w.business.id }), answers: { [question.id]: 4 } },
      });
      const row = await firstRow(t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id)));
      return { status: res.status, persisted: persisted(row, { userId: (v) => v !== w.ids.otherUser }) };
    },
  },
  {
    name: 'PUT /users/{id}/status (admin)',
    async run() {
      const target = await w.newUser();
      const res = await t.request('PUT', `/api/users/${target.id}/status`, {
        token: w.tokens.admin,
        json: { ...extras({ userId: 1, businessId: 1 }), action: 'suspend', reason: 'Spam', isActive: false },
      });
      const row = await firstRow(t.db.select().from(users).where(eq(users.id, target.id)));
      return { status: res.status, persisted: persisted(row, { role: is('ADMIN'), isVerified: is(true) }) };
    },
  },
  // the offline mutations carry the same extra fields in their args
  {
    name: 'push review.create',
    async run() {
      const business = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Mass pushed business');
      const res = await t.request('POST', '/api/sync/push', {
        token: w.tokens.otherUser,
        json: {
          mutations: [
            {
              id: `mass-${++serial}-review`,
              name: 'review.create',
              args: {
                ...extras({ userId: w.ids.user, businessId: business.id }),
                businessId: business.id,
                rating: 2,
                comment: 'Mass pushed',
              },
            },
          ],
        },
      });
      const row = await firstRow(t.db.select().from(reviews).where(eq(reviews.comment, 'Mass pushed')));
      return {
        status: res.data.results[0].status === 'applied' ? 200 : 400,
        persisted: persisted(row, {
          status: is('APPROVED'),
          userId: (v) => v !== w.ids.otherUser,
          isFlagged: is(true),
        }),
      };
    },
  },
  {
    name: 'push productReview.create',
    async run() {
      const res = await t.request('POST', '/api/sync/push', {
        token: w.tokens.otherUser,
        json: {
          mutations: [
            {
              id: `mass-${++serial}-pr`,
              name: 'productReview.create',
              args: {
                ...extras({ userId: w.ids.user, businessId: 1 }),
                name: 'Mass pushed gadget',
                categoryId: w.category.id,
                rating: 5,
              },
            },
          ],
        },
      });
      const row = await firstRow(
        t.db.select().from(productReviews).where(eq(productReviews.name, 'Mass pushed gadget')),
      );
      return {
        status: res.data.results[0].status === 'applied' ? 200 : 400,
        persisted: persisted(row, { upvotes: is(999), userId: (v) => v !== w.ids.otherUser, isFlagged: is(true) }),
      };
    },
  },
  {
    name: 'push bid.create',
    async run() {
      const { lead } = await w.newSearch();
      const res = await t.request('POST', '/api/sync/push', {
        token: w.tokens.vendor,
        json: {
          mutations: [
            {
              id: `mass-${++serial}-bid`,
              name: 'bid.create',
              args: {
                ...extras({ userId: w.ids.otherVendor, businessId: w.otherBusiness.id }),
                status: 'ACCEPTED',
                leadId: lead.id,
                amount: 900,
                message: 'Mass pushed quote',
                estimatedDuration: '1 day',
              },
            },
          ],
        },
      });
      const row = await firstRow(t.db.select().from(bids).where(eq(bids.message, 'Mass pushed quote')));
      return {
        status: res.data.results[0].status === 'applied' ? 200 : 400,
        persisted: persisted(row, { status: is('ACCEPTED'), businessId: (v) => v !== w.business.id }),
      };
    },
  },
  {
    name: 'push delivery.create',
    async run() {
      const res = await t.request('POST', '/api/sync/push', {
        token: w.tokens.vendor,
        json: {
          mutations: [
            {
              id: `mass-${++serial}-del`,
              name: 'delivery.create',
              args: {
                ...extras({ userId: 1, businessId: w.business.id }),
                status: 'DELIVERED',
                businessId: w.business.id,
                receiver_name: 'Rita',
                receiver_number: '+256700111222',
                fare: 1,
                item_name: 'Mass pushed parcel',
                delivery_address: 'Plot 9',
              },
            },
          ],
        },
      });
      const row = await firstRow(t.db.select().from(deliveries).where(eq(deliveries.itemName, 'Mass pushed parcel')));
      return {
        status: res.data.results[0].status === 'applied' ? 200 : 400,
        persisted: persisted(row, { status: is('DELIVERED') }),
      };
    },
  },
  {
    name: 'push business.update',
    async run() {
      const res = await t.request('POST', '/api/sync/push', {
        token: w.tokens.vendor,
        json: {
          mutations: [
            {
              id: `mass-${++serial}-business`,
              name: 'business.update',
              args: {
                ...extras({ userId: w.ids.otherVendor, businessId: w.business.id }),
                tagline: 'Mass pushed tagline',
              },
            },
          ],
        },
      });
      const row = await firstRow(t.db.select().from(businesses).where(eq(businesses.id, w.business.id)));
      return {
        status: res.data.results[0].status === 'applied' ? 200 : 400,
        persisted: persisted(row, {
          ownerId: (v) => v !== w.ids.vendor,
          isVerified: is(true),
          rating: is(5),
          totalReviews: is(999),
          visits: is(999_999),
          isActive: is(false),
          createdAt: newer,
        }),
      };
    },
  },
  {
    name: 'push product.update',
    async run() {
      await t.db.delete(products).where(eq(products.businessId, w.business.id));
      const productId = (
        await firstRow(
          t.db
            .insert(products)
            .values({
              businessId: w.business.id,
              kind: 'service',
              name: 'Mass pushed service',
              minPrice: 1,
              maxPrice: 2,
            })
            .returning(),
        )
      ).id;
      const res = await t.request('POST', '/api/sync/push', {
        token: w.tokens.vendor,
        json: {
          mutations: [
            {
              id: `mass-${++serial}-product`,
              name: 'product.update',
              args: {
                ...extras({ userId: w.ids.otherVendor, businessId: w.business.id }),
                productId,
                kind: 'product',
                name: 'Mass pushed service 2',
              },
            },
          ],
        },
      });
      const row = await firstRow(t.db.select().from(products).where(eq(products.id, productId)));
      return {
        status: res.data.results[0].status === 'applied' ? 200 : 400,
        persisted: persisted(row, {
          businessId: (v) => v !== w.business.id,
          id: (v) => v !== productId,
          kind: is('product'),
          createdAt: newer,
        }),
      };
    },
  },
];

const found: string[] = [];
const statuses: string[] = [];

describe('fields a caller must not set', () => {
  it.each(PROBES)('$name: accepted without them', async ({ name, run }) => {
    const { status, persisted: fields } = await run();
    statuses.push(`${name} ${status}`);
    // the write itself succeeds: the extra fields are dropped, not an excuse to refuse it
    expect(status === 200 || status === 201, `status ${status}`).toBe(true);
    found.push(...fields.map((f) => `${name}: ${f}`));
    expect(fields).toEqual([]);
  });

  it('figure: 0 forbidden fields persisted', () => {
    console.log(
      `[figure] mass assignment: ${PROBES.length} writes × ${Object.keys(extras({ userId: 0, businessId: 0 })).length} extra fields (${statuses.length} accepted) → persisted ${found.length}`,
    );
    expect(found).toEqual([]);
  });
});
