/**
 * Every call the screens make (docs/screens.md "API"), plus the calls the app adds (refresh, logout,
 * me, uploads, sync), as one list the security suite drives: the endpoint × role matrix, the
 * mass-assignment probes and the fuzzer all read it. Each row builds its own fresh target rows,
 * so no case depends on another, and says which callers may succeed and with what status.
 *
 * Personas are those of test/helpers/signed-in-world.ts: "user" owns the request, review and
 * product review involved, "vendor" owns the business, lead and delivery involved; "otherUser"
 * and "otherVendor" own nothing involved (a cross-tenant caller); "admin" moderates.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  businesses,
  categories,
  messages,
  productReviews,
  products,
  reviews,
  searches,
  surveyQuestions,
  verificationRequests,
} from '../../db/schema';
import { fileOf, formOf, pngBytes } from '../fixtures/images/make-image';
import { createWorld, type Persona, type World } from '../helpers/signed-in-world';
import type { TestApp } from '../helpers/test-app';
import { firstRow, runWrite } from '../../db/query';

export type Call = {
  method: string;
  path: string;
  json?: unknown;
  form?: () => Promise<FormData>;
  headers?: Record<string, string>;
};

/** The status each persona gets; 2xx only where the rules allow it (docs/product.md "Roles and ownership"). */
type Expect = Record<Persona, number>;

export type RouteSpec = {
  /** "METHOD /path" as docs/screens.md "API" writes it. */
  name: string;
  build: (w: World, fx: Fixtures) => Call | Promise<Call>;
  expect: Expect;
  /** For POST /sync/push: the mutation's own code decides (200 when applied). */
  push?: boolean;
  /** Data of another tenant in a 2xx answer (a leak even when the status is right). */
  leak?: (body: unknown, persona: Persona, w: World, fx: Fixtures) => boolean | Promise<boolean>;
};

// --- expectation shorthands -------------------------------------------------------------------
const ALL: Persona[] = ['anonymous', 'user', 'otherUser', 'vendor', 'otherVendor', 'admin'];
const expectOf = (ok: number, allowed: Persona[], denied = 403): Expect =>
  Object.fromEntries(ALL.map((p) => [p, allowed.includes(p) ? ok : p === 'anonymous' ? 401 : denied])) as Expect;
const everyone = (ok: number) => expectOf(ok, ALL);
const signedIn = (ok: number) =>
  expectOf(
    ok,
    ALL.filter((p) => p !== 'anonymous'),
  );
const adminOnly = (ok: number) => expectOf(ok, ['admin']);
const ownerOnly = (ok: number) => expectOf(ok, ['vendor']);
const ownerOrAdmin = (ok: number) => expectOf(ok, ['vendor', 'admin']);
const authorOrAdmin = (ok: number) => expectOf(ok, ['user', 'admin']);
const usersOnly = (ok: number) => expectOf(ok, ['user', 'otherUser']);
/** Hidden objects (an inactive business): its owner and admins see it, everyone else gets 404. */
const hiddenFromOthers = (ok: number): Expect => ({ ...everyone(404), vendor: ok, admin: ok });

// --- fresh rows the world does not make -----------------------------------------------------
let serial = 0;
export type Fixtures = ReturnType<typeof fixtures>;

/** The six callers and the rows' fixtures, with an image uploaded through the real /api/uploads. */
export async function createRouteWorld(t: TestApp): Promise<{ w: World; fx: Fixtures }> {
  const w = await createWorld(t);
  const upload = await t.request('POST', '/api/uploads', {
    token: w.tokens.vendor,
    form: formOf({ image: fileOf(await pngBytes(16, 16), 'a.png', 'image/png') }),
  });
  if (upload.status !== 201) throw new Error(`the fixtures' image upload answered ${upload.status}`);
  return { w, fx: fixtures(w, upload.data.image) };
}

export function fixtures(w: World, uploadedImage: string) {
  const db = w.t.db;
  return {
    uploadedImage,
    /** A product of the vendor's business, leaving room under the limit of three. */
    async product(kind: 'product' | 'service' = 'product', businessId = w.business.id) {
      await db.delete(products).where(eq(products.businessId, businessId));
      return (
        await firstRow(
          db
            .insert(products)
            .values({ businessId, kind, name: `Item ${++serial}`, minPrice: 1000, maxPrice: 2000 })
            .returning(),
        )
      ).id;
    },
    async clearProducts() {
      await db.delete(products).where(eq(products.businessId, w.business.id));
    },
    /** A published (approved) product review written by the world's "user". */
    async productReview(userId = w.ids.user) {
      return (
        await firstRow(
          db
            .insert(productReviews)
            .values({ userId, categoryId: w.category.id, name: `Thing ${++serial}`, rating: 4, status: 'APPROVED' })
            .returning(),
        )
      ).id;
    },
    async message() {
      return (
        await firstRow(
          db
            .insert(messages)
            .values({ fullName: 'Ann B', email: 'ann@b.ug', subject: 'Hello there', content: 'Some long content' })
            .returning(),
        )
      ).id;
    },
    /** A review of the vendor's business by a fresh author (so the world's user keeps theirs free). */
    async review() {
      return (await w.newReview({ userId: (await w.newUser()).id })).id;
    },
    /** The vendor's business, hidden (inactive); `reset` shows it again before the next case. */
    async inactiveBusiness() {
      await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, w.business.id));
      return w.business.id;
    },
    async reset() {
      await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, w.business.id));
    },
    /** A pending review of the vendor's business by the world's user, with a marker text. */
    async pendingReviewMarker() {
      const marker = `pending-marker-${++serial}`;
      await db.delete(reviews).where(eq(reviews.userId, w.ids.user));
      await w.newReview({ userId: w.ids.user, comment: marker, status: 'PENDING' });
      return marker;
    },
    /** A product review of the world's user waiting for moderation, with a marker name. */
    async pendingProductReviewMarker() {
      const marker = `pending-product-marker-${++serial}`;
      await db
        .insert(productReviews)
        .values({ userId: w.ids.user, categoryId: w.category.id, name: marker, rating: 2, status: 'PENDING' });
      return marker;
    },
    /** A survey with a text question as well as the rating one. */
    async survey() {
      const { survey, question } = await w.newSurvey();
      const text = await firstRow(
        db
          .insert(surveyQuestions)
          .values({ surveyId: survey.id, position: 1, type: 'text', question: 'Anything else?' })
          .returning(),
      );
      return { survey, rating: question, text };
    },
  };
}

const email = () => `matrix${++serial}-${Date.now()}@routes.test`;
const quote = { amount: 40_000, message: 'We can do it', estimatedDuration: '2 days' };
let pushDevices = 0;
/** A browser's subscription at Chrome's push service (never contacted: no alert is due in these tests). */
const pushSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/security-${++pushDevices}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

const deliveryOf = (w: World) => ({
  businessId: w.business.id,
  receiver_name: 'Rita',
  receiver_number: '+256700111222',
  fare: 5000,
  item_name: 'Cake',
  delivery_address: 'Plot 1',
});
const contact = { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' };
const push = (name: string, args: unknown): Call => ({
  method: 'POST',
  path: '/api/sync/push',
  json: { mutations: [{ id: `m-${++serial}-${Date.now()}`, name, args, clientTime: Date.now() }] },
  headers: { 'x-device-id': 'matrix-device-0001' },
});
/** A business of a fresh vendor with a request waiting for an admin (docs/product.md "Verification"). */
const pendingVerification = async (w: World) => {
  const business = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, `Verify ${++serial}`);
  return (
    await firstRow(
      w.t.db
        .insert(verificationRequests)
        .values({ businessId: business.id, phone: '+256700111222', registrationNumber: '80020001234567' })
        .returning(),
    )
  ).id;
};
/** The vendor's business with no request and no badge, so that it may ask. */
const unverified = async (w: World) => {
  await w.t.db.delete(verificationRequests).where(eq(verificationRequests.businessId, w.business.id));
  await w.t.db
    .update(businesses)
    .set({ isVerified: false, verifiedAt: null, verifiedChecks: null })
    .where(eq(businesses.id, w.business.id));
  return w.business.id;
};
const mine = (body: unknown) => (body as { mine?: Record<string, unknown[]> } | null)?.mine ?? {};

/** Own data of another account in a pull's `mine` (leads, deliveries, business, searches). */
const foreignOwnData: NonNullable<RouteSpec['leak']> = async (body, p, w) => {
  const m = mine(body) as {
    leads?: { businessId: number }[];
    deliveries?: { businessId: number }[];
    searches?: { id: number }[];
    business?: { id: number } | null;
  };
  const ownBusiness = p === 'vendor' ? w.business.id : p === 'otherVendor' ? w.otherBusiness.id : -1;
  const foreignLead = (m.leads ?? []).some((l) => l.businessId !== ownBusiness);
  const foreignDelivery = (m.deliveries ?? []).some((d) => d.businessId !== ownBusiness);
  const foreignBusiness = m.business !== undefined && m.business !== null && m.business.id !== ownBusiness;
  const callerId = p === 'anonymous' ? -1 : w.ids[p];
  const searchIds = (m.searches ?? []).map((s) => s.id);
  const owners = searchIds.length
    ? await w.t.db.select({ userId: searches.userId }).from(searches).where(inArray(searches.id, searchIds))
    : [];
  const foreignSearches = owners.some((s) => s.userId !== callerId);
  return foreignLead || foreignDelivery || foreignBusiness || foreignSearches;
};

// prettier-ignore
export const ROUTES: RouteSpec[] = [
  // ---- Sign-in (docs/screens.md "Sign-in") and session ----
  { name: 'GET /health', build: () => ({ method: 'GET', path: '/api/health' }), expect: everyone(200) },
  { name: 'GET /ready', build: () => ({ method: 'GET', path: '/api/ready' }), expect: everyone(200) },
  { name: 'POST /auth/register', build: () => ({ method: 'POST', path: '/api/auth/register', json: { firstName: 'Ann', lastName: 'B', email: email(), phoneNumber: '+256700000001', role: 'USER' } }), expect: everyone(201) },
  { name: 'POST /auth/login', build: async (w) => ({ method: 'POST', path: '/api/auth/login', json: { email: (await w.newUser()).email } }), expect: everyone(200) },
  { name: 'POST /auth/resend-otp', build: async (w) => ({ method: 'POST', path: '/api/auth/resend-otp', json: { email: (await w.newUser()).email } }), expect: everyone(200) },
  { name: 'POST /auth/verify-otp (no code asked)', build: async (w) => ({ method: 'POST', path: '/api/auth/verify-otp', json: { email: (await w.newUser()).email, otp: '123456' } }), expect: everyone(400) },
  { name: 'POST /auth/refresh (unknown token)', build: () => ({ method: 'POST', path: '/api/auth/refresh', json: { refreshToken: 'x'.repeat(43) } }), expect: everyone(401) },
  { name: 'POST /auth/logout', build: () => ({ method: 'POST', path: '/api/auth/logout', json: { refreshToken: 'x'.repeat(43) } }), expect: everyone(200) },
  { name: 'GET /auth/me', build: () => ({ method: 'GET', path: '/api/auth/me' }), expect: signedIn(200) },

  // ---- Categories ----
  { name: 'GET /categories', build: () => ({ method: 'GET', path: '/api/categories' }), expect: everyone(200) },
  { name: 'GET /categories/admin', build: () => ({ method: 'GET', path: '/api/categories/admin' }), expect: adminOnly(200) },
  { name: 'POST /categories', build: () => ({ method: 'POST', path: '/api/categories', json: { name: `Cat ${++serial}`, description: 'Things' } }), expect: adminOnly(201) },
  { name: 'PUT /categories/{id}', build: async (w) => ({ method: 'PUT', path: `/api/categories/${(await firstRow(w.t.db.insert(categories).values({ name: `C${++serial}` }).returning())).id}`, json: { description: 'New' } }), expect: adminOnly(200) },
  { name: 'DELETE /categories/{id}', build: async (w) => ({ method: 'DELETE', path: `/api/categories/${(await firstRow(w.t.db.insert(categories).values({ name: `C${++serial}` }).returning())).id}` }), expect: adminOnly(200) },

  // ---- Businesses ----
  { name: 'POST /businesses (each vendor already has one)', build: (w) => ({ method: 'POST', path: '/api/businesses', json: { name: 'Second', categoryId: w.category.id } }), expect: { ...expectOf(201, []), vendor: 409, otherVendor: 409 } },
  { name: 'GET /businesses/my-business', build: () => ({ method: 'GET', path: '/api/businesses/my-business' }), expect: signedIn(200),
    leak: (body, p, w) => { const id = (body as { business?: { id: number } | null }).business?.id; return id !== undefined && id !== (p === 'vendor' ? w.business.id : p === 'otherVendor' ? w.otherBusiness.id : -1); } },
  { name: 'GET /businesses/all', build: () => ({ method: 'GET', path: '/api/businesses/all?status=inactive' }), expect: everyone(200),
    leak: (body, p) => p !== 'admin' && (body as { isActive?: boolean }[]).some((b) => b.isActive === false) },
  { name: 'GET /businesses/admin', build: () => ({ method: 'GET', path: '/api/businesses/admin?status=all&q=a' }), expect: adminOnly(200) },
  { name: 'GET /businesses/details/{id}', build: (w) => ({ method: 'GET', path: `/api/businesses/details/${w.business.id}` }), expect: everyone(200) },
  { name: 'GET /businesses/details/{id} (inactive)', build: async (_w, fx) => ({ method: 'GET', path: `/api/businesses/details/${await fx.inactiveBusiness()}` }), expect: hiddenFromOthers(200) },
  { name: 'PUT /businesses/{id}', build: (w) => ({ method: 'PUT', path: `/api/businesses/${w.business.id}`, json: { tagline: 'Hi' } }), expect: ownerOnly(200) },
  { name: 'PATCH /businesses/{id}', build: (w) => ({ method: 'PATCH', path: `/api/businesses/${w.business.id}`, json: { city: 'Jinja' } }), expect: ownerOnly(200) },
  { name: 'PUT /businesses/{id}/status', build: (w) => ({ method: 'PUT', path: `/api/businesses/${w.business.id}/status`, json: { isActive: true, reason: 'ok' } }), expect: adminOnly(200) },
  { name: 'PUT /businesses/{id}/reviewed', build: (w) => ({ method: 'PUT', path: `/api/businesses/${w.business.id}/reviewed` }), expect: adminOnly(200) },
  { name: 'DELETE /businesses/admin/{id}', build: async (w) => ({ method: 'DELETE', path: `/api/businesses/admin/${(await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Doomed')).id}` }), expect: adminOnly(200) },
  { name: 'POST /businesses/search', build: () => ({ method: 'POST', path: '/api/businesses/search', json: { query: 'plumb', page: 1, limit: 20 } }), expect: everyone(200) },
  { name: 'GET /businesses/featured', build: () => ({ method: 'GET', path: '/api/businesses/featured?limit=4' }), expect: everyone(200) },
  { name: 'GET /businesses/top-rated', build: () => ({ method: 'GET', path: '/api/businesses/top-rated?limit=3' }), expect: everyone(200) },
  { name: 'GET /businesses/stats', build: () => ({ method: 'GET', path: '/api/businesses/stats' }), expect: everyone(200) },
  { name: 'POST /businesses/{id}/visit', build: (w) => ({ method: 'POST', path: `/api/businesses/${w.business.id}/visit` }), expect: everyone(200) },

  // ---- Products and product services ----
  { name: 'POST /businesses/{id}/products', build: async (w, fx) => ((await fx.clearProducts()), { method: 'POST', path: `/api/businesses/${w.business.id}/products`, json: { name: 'Tent', description: 'Big', minPrice: 1, maxPrice: 9 } }), expect: ownerOnly(201) },
  { name: 'DELETE /businesses/products/{id}', build: async (_w, fx) => ({ method: 'DELETE', path: `/api/businesses/products/${await fx.product()}` }), expect: ownerOrAdmin(200) },
  { name: 'POST /businesses/{id}/product-services', build: async (w, fx) => ((await fx.clearProducts()), { method: 'POST', path: `/api/businesses/${w.business.id}/product-services`, json: { name: 'Setup', description: 'All', minPrice: 1, maxPrice: 9 } }), expect: ownerOnly(201) },
  { name: 'GET /product-services/all', build: () => ({ method: 'GET', path: '/api/product-services/all' }), expect: everyone(200) },
  { name: 'GET /businesses/{id}/product-services', build: (w) => ({ method: 'GET', path: `/api/businesses/${w.business.id}/product-services` }), expect: everyone(200) },
  { name: 'GET /businesses/{id}/product-services (inactive)', build: async (_w, fx) => ({ method: 'GET', path: `/api/businesses/${await fx.inactiveBusiness()}/product-services` }), expect: hiddenFromOthers(200) },
  { name: 'GET /businesses/{id}/product-services/{serviceId}', build: async (w, fx) => ({ method: 'GET', path: `/api/businesses/${w.business.id}/product-services/${await fx.product('service')}` }), expect: everyone(200) },
  { name: 'GET /businesses/{id}/product-services/{serviceId of another business}', build: async (w, fx) => ({ method: 'GET', path: `/api/businesses/${w.business.id}/product-services/${await fx.product('service', w.otherBusiness.id)}` }), expect: everyone(404) },
  { name: 'PATCH /businesses/{id}/product-services/{serviceId}', build: async (w, fx) => ({ method: 'PATCH', path: `/api/businesses/${w.business.id}/product-services/${await fx.product('service')}`, json: { name: 'Renamed' } }), expect: ownerOnly(200) },
  { name: 'PATCH /businesses/{own id}/product-services/{serviceId of another business}', build: async (w, fx) => ({ method: 'PATCH', path: `/api/businesses/${w.business.id}/product-services/${await fx.product('service', w.otherBusiness.id)}`, json: { name: 'Hijacked' } }), expect: { ...ownerOnly(0), vendor: 404 } },
  { name: 'DELETE /product-services/{serviceId}', build: async (_w, fx) => ({ method: 'DELETE', path: `/api/product-services/${await fx.product('service')}` }), expect: ownerOrAdmin(200) },

  // ---- Stats and messages ----
  { name: 'GET /stats/platform', build: () => ({ method: 'GET', path: '/api/stats/platform' }), expect: everyone(200) },
  { name: 'GET /stats/categories', build: () => ({ method: 'GET', path: '/api/stats/categories' }), expect: everyone(200) },
  { name: 'GET /stats/recent-activity', build: () => ({ method: 'GET', path: '/api/stats/recent-activity' }), expect: everyone(200) },
  { name: 'GET /stats/admin', build: () => ({ method: 'GET', path: '/api/stats/admin' }), expect: adminOnly(200) },
  { name: 'POST /messages', build: () => ({ method: 'POST', path: '/api/messages', json: contact }), expect: everyone(201) },
  { name: 'GET /messages', build: () => ({ method: 'GET', path: '/api/messages' }), expect: adminOnly(200) },
  { name: 'GET /messages/{id}', build: async (_w, fx) => ({ method: 'GET', path: `/api/messages/${await fx.message()}` }), expect: adminOnly(200) },
  { name: 'PUT /messages/{id}/read', build: async (_w, fx) => ({ method: 'PUT', path: `/api/messages/${await fx.message()}/read` }), expect: adminOnly(200) },
  { name: 'GET /messages/unread-count', build: () => ({ method: 'GET', path: '/api/messages/unread-count' }), expect: adminOnly(200) },
  { name: 'DELETE /messages/{id}', build: async (_w, fx) => ({ method: 'DELETE', path: `/api/messages/${await fx.message()}` }), expect: adminOnly(200) },

  // ---- Business reviews ----
  { name: 'POST /reviews', build: (w) => ({ method: 'POST', path: '/api/reviews', json: { businessId: w.business.id, rating: 5, comment: 'Great' } }), expect: { ...signedIn(201), vendor: 403 } },
  { name: 'GET /reviews/my-reviews', build: async (_w, fx) => ((await fx.pendingReviewMarker()), { method: 'GET', path: '/api/reviews/my-reviews' }), expect: signedIn(200),
    leak: (body, p) => p !== 'user' && JSON.stringify(body).includes('pending-marker-') },
  { name: 'GET /reviews/business/{id}', build: async (w, fx) => ((await fx.pendingReviewMarker()), { method: 'GET', path: `/api/reviews/business/${w.business.id}` }), expect: everyone(200),
    leak: (body, p) => p !== 'user' && JSON.stringify(body).includes('pending-marker-') },
  { name: 'GET /reviews/business/{id} (inactive)', build: async (_w, fx) => ({ method: 'GET', path: `/api/reviews/business/${await fx.inactiveBusiness()}` }), expect: hiddenFromOthers(200) },
  { name: 'POST /reviews/{id}/reply', build: async (w) => ({ method: 'POST', path: `/api/reviews/${(await w.newReview({ userId: (await w.newUser()).id, status: 'APPROVED' })).id}/reply`, json: { reply: 'Thank you' } }), expect: ownerOnly(201) },
  { name: 'GET /reviews', build: () => ({ method: 'GET', path: '/api/reviews' }), expect: adminOnly(200) },
  { name: 'PUT /reviews/{id}/approve', build: async (_w, fx) => ({ method: 'PUT', path: `/api/reviews/${await fx.review()}/approve` }), expect: adminOnly(200) },
  { name: 'PUT /reviews/{id}/reject', build: async (_w, fx) => ({ method: 'PUT', path: `/api/reviews/${await fx.review()}/reject` }), expect: adminOnly(200) },
  { name: 'PUT /reviews/bulk', build: async (_w, fx) => ({ method: 'PUT', path: '/api/reviews/bulk', json: { ids: [await fx.review()], status: 'APPROVED' } }), expect: adminOnly(200) },
  { name: 'PUT /reviews/{id}/flag', build: async (_w, fx) => ({ method: 'PUT', path: `/api/reviews/${await fx.review()}/flag` }), expect: adminOnly(200) },

  // ---- Product reviews ----
  { name: 'POST /product-reviews', build: (w) => ({ method: 'POST', path: '/api/product-reviews', json: { name: 'Phone', categoryId: w.category.id, rating: 4 } }), expect: signedIn(201) },
  { name: 'GET /product-reviews', build: async (_w, fx) => ((await fx.pendingProductReviewMarker()), { method: 'GET', path: '/api/product-reviews?page=1&limit=20' }), expect: everyone(200),
    leak: (body, p) => p !== 'user' && JSON.stringify(body).includes('pending-product-marker-') },
  { name: 'GET /product-reviews/admin', build: () => ({ method: 'GET', path: '/api/product-reviews/admin?status=PENDING' }), expect: adminOnly(200) },
  { name: 'PUT /product-reviews/{id}/approve', build: async (_w, fx) => ({ method: 'PUT', path: `/api/product-reviews/${await fx.productReview()}/approve` }), expect: adminOnly(200) },
  { name: 'PUT /product-reviews/{id}/reject', build: async (_w, fx) => ({ method: 'PUT', path: `/api/product-reviews/${await fx.productReview()}/reject` }), expect: adminOnly(200) },
  { name: 'PUT /product-reviews/bulk', build: async (_w, fx) => ({ method: 'PUT', path: '/api/product-reviews/bulk', json: { ids: [await fx.productReview()], status: 'REJECTED' } }), expect: adminOnly(200) },
  { name: 'GET /product-reviews/my-reviews', build: async (w) => ((await runWrite(w.t.db.insert(productReviews).values({ userId: w.ids.user, categoryId: w.category.id, name: 'mine-marker', rating: 3 }))), { method: 'GET', path: '/api/product-reviews/my-reviews' }), expect: signedIn(200),
    leak: (body, p) => p !== 'user' && JSON.stringify(body).includes('mine-marker') },
  { name: 'PUT /product-reviews/{id}', build: async (_w, fx) => ({ method: 'PUT', path: `/api/product-reviews/${await fx.productReview()}`, json: { rating: 2 } }), expect: authorOrAdmin(200) },
  { name: 'DELETE /product-reviews/{id}', build: async (_w, fx) => ({ method: 'DELETE', path: `/api/product-reviews/${await fx.productReview()}` }), expect: authorOrAdmin(200) },
  { name: 'PUT /product-reviews/{id}/upvote', build: async (_w, fx) => ({ method: 'PUT', path: `/api/product-reviews/${await fx.productReview()}/upvote` }), expect: signedIn(200) },
  { name: 'PUT /product-reviews/{id}/downvote', build: async (_w, fx) => ({ method: 'PUT', path: `/api/product-reviews/${await fx.productReview()}/downvote` }), expect: signedIn(200) },

  // ---- Dashboards ----
  { name: 'GET /users/dashboard', build: () => ({ method: 'GET', path: '/api/users/dashboard' }), expect: usersOnly(200) },
  { name: 'GET /businesses/dashboard/{businessId}', build: (w) => ({ method: 'GET', path: `/api/businesses/dashboard/${w.business.id}` }), expect: ownerOrAdmin(200) },

  // ---- Searches, leads, bids ----
  { name: 'POST /searches', build: (w) => ({ method: 'POST', path: '/api/searches', json: { query: 'Tap', categoryId: w.category.id, district: 'Kampala', location: 'Ntinda' } }), expect: usersOnly(201) },
  { name: 'GET /searches/getmyleads/{businessId}', build: (w) => ({ method: 'GET', path: `/api/searches/getmyleads/${w.business.id}` }), expect: ownerOnly(200) },
  { name: 'GET /searches/lead-share/{businessId}', build: (w) => ({ method: 'GET', path: `/api/searches/lead-share/${w.business.id}` }), expect: ownerOnly(200) },
  { name: 'POST /searches/leads/{leadId}/bid', build: async (w) => ({ method: 'POST', path: `/api/searches/leads/${(await w.newSearch()).lead.id}/bid`, json: quote }), expect: ownerOnly(201) },
  { name: 'GET /searches/preview', build: (w) => ({ method: 'GET', path: `/api/searches/preview?categoryId=${w.category.id}&district=Kampala` }), expect: usersOnly(200) },
  { name: 'PUT /searches/{id}/done', build: async (w) => { const { lead, search } = (await w.newSearch()); await w.newBid(lead, { status: 'ACCEPTED' }); return { method: 'PUT', path: `/api/searches/${search.id}/done` }; }, expect: expectOf(200, ['user']) },
  { name: 'GET /searches/my-searches', build: () => ({ method: 'GET', path: '/api/searches/my-searches' }), expect: usersOnly(200) },
  { name: 'GET /searches/{id}/bids', build: async (w) => ({ method: 'GET', path: `/api/searches/${(await w.newSearch()).search.id}/bids` }), expect: authorOrAdmin(200) },
  { name: 'PATCH /bids/{id}/accept', build: async (w) => ({ method: 'PATCH', path: `/api/bids/${(await w.newBid((await w.newSearch()).lead)).id}/accept` }), expect: expectOf(200, ['user']) },
  { name: 'PATCH /bids/{id}/decline', build: async (w) => ({ method: 'PATCH', path: `/api/bids/${(await w.newBid((await w.newSearch()).lead)).id}/decline` }), expect: expectOf(200, ['user']) },
  { name: 'PUT /searches/{id}/close', build: async (w) => ({ method: 'PUT', path: `/api/searches/${(await w.newSearch()).search.id}/close` }), expect: expectOf(200, ['user']) },
  { name: 'GET /searches', build: () => ({ method: 'GET', path: '/api/searches' }), expect: adminOnly(200) },
  { name: 'GET /searches/admin/{id}', build: async (w) => ({ method: 'GET', path: `/api/searches/admin/${(await w.newSearch()).search.id}` }), expect: adminOnly(200) },
  { name: 'DELETE /searches/admin/{id}', build: async (w) => ({ method: 'DELETE', path: `/api/searches/admin/${(await w.newSearch()).search.id}` }), expect: adminOnly(200) },

  // ---- Users, profile and reports ----
  { name: 'GET /users', build: () => ({ method: 'GET', path: '/api/users' }), expect: adminOnly(200) },
  { name: 'GET /users/stats', build: () => ({ method: 'GET', path: '/api/users/stats' }), expect: adminOnly(200) },
  { name: 'GET /users/{id}', build: async (w) => ({ method: 'GET', path: `/api/users/${(await w.newUser()).id}` }), expect: adminOnly(200) },
  { name: 'PUT /users/{id}/status', build: async (w) => ({ method: 'PUT', path: `/api/users/${(await w.newUser()).id}/status`, json: { action: 'suspend', reason: 'Spam', isActive: false } }), expect: adminOnly(200) },
  { name: 'PUT /users/{id}/role', build: async (w) => ({ method: 'PUT', path: `/api/users/${(await w.newUser()).id}/role`, json: { role: 'VENDOR' } }), expect: adminOnly(200) },
  { name: 'DELETE /users/{id}', build: async (w) => ({ method: 'DELETE', path: `/api/users/${(await w.newUser()).id}` }), expect: adminOnly(200) },
  { name: 'GET /user/profile', build: () => ({ method: 'GET', path: '/api/user/profile' }), expect: signedIn(200) },
  { name: 'PUT /user/profile', build: () => ({ method: 'PUT', path: '/api/user/profile', json: { location: 'Kampala' } }), expect: signedIn(200) },
  { name: 'POST /reports', build: async (w) => ({ method: 'POST', path: '/api/reports', json: { targetType: 'user', targetId: (await w.newUser()).id, reason: 'spam' } }), expect: signedIn(201) },
  { name: 'GET /reports/my-reports', build: () => ({ method: 'GET', path: '/api/reports/my-reports' }), expect: signedIn(200) },
  { name: 'GET /reports', build: () => ({ method: 'GET', path: '/api/reports' }), expect: adminOnly(200) },
  { name: 'GET /reports/{id}', build: async (w) => ({ method: 'GET', path: `/api/reports/${(await w.newReport()).id}` }), expect: adminOnly(200) },
  { name: 'PUT /reports/{id}/status', build: async (w) => ({ method: 'PUT', path: `/api/reports/${(await w.newReport()).id}/status`, json: { status: 'RESOLVED' } }), expect: adminOnly(200) },

  // ---- Alerts (docs/product.md "Alerts") ----
  { name: 'GET /push/public-key', build: () => ({ method: 'GET', path: '/api/push/public-key' }), expect: everyone(200) },
  { name: 'POST /push/subscriptions', build: () => ({ method: 'POST', path: '/api/push/subscriptions', json: pushSubscription() }), expect: signedIn(201) },
  { name: 'DELETE /push/subscriptions', build: () => ({ method: 'DELETE', path: '/api/push/subscriptions', json: { endpoint: pushSubscription().endpoint } }), expect: signedIn(200) },
  { name: 'GET /alerts/settings', build: () => ({ method: 'GET', path: '/api/alerts/settings' }), expect: signedIn(200) },
  { name: 'PUT /alerts/settings', build: () => ({ method: 'PUT', path: '/api/alerts/settings', json: { kindsOff: ['review_reply'], quietFrom: 22, quietTo: 6 } }), expect: signedIn(200) },

  // ---- Deliveries ----
  { name: 'POST /deliveries', build: (w) => ({ method: 'POST', path: '/api/deliveries', json: deliveryOf(w) }), expect: ownerOnly(201) },
  { name: 'GET /deliveries/business/{businessId}', build: (w) => ({ method: 'GET', path: `/api/deliveries/business/${w.business.id}` }), expect: ownerOrAdmin(200) },
  { name: 'GET /deliveries/admin/all', build: () => ({ method: 'GET', path: '/api/deliveries/admin/all' }), expect: adminOnly(200) },
  { name: 'PUT /deliveries/{id}/status', build: async (w) => ({ method: 'PUT', path: `/api/deliveries/${(await w.newDelivery()).id}/status`, json: { status: 'ENROUTE' } }), expect: adminOnly(200) },
  { name: 'DELETE /deliveries/{id}', build: async (w) => ({ method: 'DELETE', path: `/api/deliveries/${(await w.newDelivery()).id}` }), expect: ownerOrAdmin(200) },

  // ---- Surveys ----
  { name: 'POST /surveys', build: () => ({ method: 'POST', path: '/api/surveys', json: { name: 'Poll', questions: [{ type: 'text', question: 'Why?' }] } }), expect: adminOnly(201) },
  { name: 'GET /surveys', build: () => ({ method: 'GET', path: '/api/surveys?page=1&limit=50' }), expect: adminOnly(200) },
  { name: 'GET /surveys/active', build: () => ({ method: 'GET', path: '/api/surveys/active' }), expect: everyone(200) },
  { name: 'GET /surveys/{id}', build: async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey()).survey.id}` }), expect: everyone(200) },
  { name: 'GET /surveys/{id} (inactive)', build: async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey({ isActive: false })).survey.id}` }), expect: { ...everyone(404), admin: 200 } },
  { name: 'PUT /surveys/{id}', build: async (w) => ({ method: 'PUT', path: `/api/surveys/${(await w.newSurvey()).survey.id}`, json: { name: 'Renamed' } }), expect: adminOnly(200) },
  { name: 'DELETE /surveys/{id}', build: async (w) => ({ method: 'DELETE', path: `/api/surveys/${(await w.newSurvey()).survey.id}` }), expect: adminOnly(200) },
  { name: 'POST /surveys/{id}/responses', build: async (w) => { const { survey, question } = (await w.newSurvey()); return { method: 'POST', path: `/api/surveys/${survey.id}/responses`, json: { answers: { [question.id]: 4 } } }; }, expect: everyone(201) },
  { name: 'GET /surveys/{id}/responses', build: async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey()).survey.id}/responses?page=1&limit=20` }), expect: adminOnly(200) },
  { name: 'GET /surveys/{id}/responses/export', build: async (w) => ({ method: 'GET', path: `/api/surveys/${(await w.newSurvey()).survey.id}/responses/export` }), expect: adminOnly(200) },

  // ---- Verification (docs/product.md "Verification") ----
  { name: 'POST /verification', build: async (w) => ({ method: 'POST', path: '/api/verification', json: { businessId: await unverified(w), phone: '+256700111222', registrationNumber: '80020001234567' } }), expect: ownerOnly(201) },
  { name: 'GET /verification/mine', build: (w) => ({ method: 'GET', path: `/api/verification/mine?businessId=${w.business.id}` }), expect: ownerOnly(200) },
  { name: 'GET /verification', build: async (w) => ((await pendingVerification(w)), { method: 'GET', path: '/api/verification?status=PENDING' }), expect: adminOnly(200) },
  { name: 'PUT /verification/{id}/approve', build: async (w) => ({ method: 'PUT', path: `/api/verification/${await pendingVerification(w)}/approve`, json: { checked: ['phone', 'registration'] } }), expect: adminOnly(200) },
  { name: 'PUT /verification/{id}/refuse', build: async (w) => ({ method: 'PUT', path: `/api/verification/${await pendingVerification(w)}/refuse`, json: { reason: 'The number did not answer' } }), expect: adminOnly(200) },
  { name: 'PUT /businesses/{id}/verification/revoke', build: async (w) => ({ method: 'PUT', path: `/api/businesses/${(await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, `Badge ${++serial}`, { isVerified: true, verifiedAt: new Date(), verifiedChecks: 'phone' })).id}/verification/revoke`, json: { reason: 'The number changed hands' } }), expect: adminOnly(200) },

  // ---- Audit log and exports (server/features/audit/) ----
  { name: 'GET /admin/audit-log', build: () => ({ method: 'GET', path: '/api/admin/audit-log?q=a&page=1&limit=20' }), expect: adminOnly(200) },
  { name: 'GET /admin/export/users.csv', build: () => ({ method: 'GET', path: '/api/admin/export/users.csv' }), expect: adminOnly(200) },
  { name: 'GET /admin/export/businesses.csv', build: () => ({ method: 'GET', path: '/api/admin/export/businesses.csv' }), expect: adminOnly(200) },
  // ---- Uploads ----
  { name: 'POST /uploads', build: () => ({ method: 'POST', path: '/api/uploads', form: tinyPngForm }), expect: signedIn(201) },
  { name: 'GET /uploads/{file}', build: (_w, fx) => ({ method: 'GET', path: fx.uploadedImage }), expect: everyone(200) },

  // ---- Offline sync: the pull of own data and every mutation of the registry ----
  { name: 'GET /sync/pull', build: async (_w, fx) => ((await fx.pendingProductReviewMarker()), { method: 'GET', path: '/api/sync/pull?since=0' }), expect: everyone(200),
    leak: (body) => JSON.stringify(body).includes('pending-product-marker-') },
  { name: 'GET /sync/areas', build: () => ({ method: 'GET', path: '/api/sync/areas' }), expect: everyone(200) },
  { name: 'GET /sync/pull (offline area)', build: async (w, fx) => ((await fx.pendingProductReviewMarker()), { method: 'GET', path: `/api/sync/pull?since=0&area=${w.business.district}` }), expect: everyone(200),
    leak: (body) => JSON.stringify(body).includes('pending-product-marker-') },
  { name: 'GET /sync/pull (own data)', build: (w) => (w.newSearch(), w.newDelivery(), { method: 'GET', path: '/api/sync/pull?since=0&mine=0' }), expect: signedIn(200),
    leak: foreignOwnData },
  { name: 'GET /sync/pull (categories scope, own data)', build: (w) => (w.newSearch(), w.newDelivery(), { method: 'GET', path: '/api/sync/pull?scope=categories&since=0&mine=0' }), expect: signedIn(200),
    leak: foreignOwnData },
  { name: 'push review.create', push: true, build: (w) => push('review.create', { businessId: w.business.id, rating: 4 }), expect: { ...signedIn(200), vendor: 403 } },
  { name: 'push productReview.create', push: true, build: (w) => push('productReview.create', { name: 'Kettle', categoryId: w.category.id, rating: 3 }), expect: signedIn(200) },
  { name: 'push productReview.vote', push: true, build: async (_w, fx) => push('productReview.vote', { reviewId: await fx.productReview(), direction: 'up' }), expect: signedIn(200) },
  { name: 'push bid.create', push: true, build: async (w) => push('bid.create', { ...quote, leadId: (await w.newSearch()).lead.id }), expect: ownerOnly(200) },
  { name: 'push delivery.create', push: true, build: (w) => push('delivery.create', deliveryOf(w)), expect: ownerOnly(200) },
  { name: 'push business.update', push: true, build: (w) => push('business.update', { businessId: w.business.id, tagline: 'Hi' }), expect: ownerOnly(200) },
  { name: 'push product.update', push: true, build: async (w, fx) => push('product.update', { businessId: w.business.id, productId: await fx.product('service'), name: 'Renamed' }), expect: ownerOnly(200) },
  { name: 'push product.update (product of another business)', push: true, build: async (w, fx) => push('product.update', { businessId: w.business.id, productId: await fx.product('service', w.otherBusiness.id), name: 'Hijacked' }), expect: { ...ownerOnly(0), vendor: 404 } },
  { name: 'push message.create', push: true, build: () => push('message.create', contact), expect: everyone(200) },
  { name: 'push surveyResponse.create', push: true, build: async (w) => { const { survey, question } = (await w.newSurvey()); return push('surveyResponse.create', { surveyId: survey.id, answers: { [question.id]: 5 } }); }, expect: everyone(200) },
];

async function tinyPngForm(): Promise<FormData> {
  const { pngBytes, fileOf, formOf } = await import('../fixtures/images/make-image');
  return formOf({ image: fileOf(await pngBytes(8, 8), 'tiny.png', 'image/png') });
}

/** The status a call really had: a push answers 200 and carries each mutation's own code. */
export function effectiveStatus(spec: RouteSpec, status: number, body: unknown): number {
  if (!spec.push || status !== 200) return status;
  const result = (body as { results?: { status: string; code?: number }[] }).results?.[0];
  if (!result) return 500;
  return result.status === 'rejected' ? (result.code ?? 400) : 200;
}
