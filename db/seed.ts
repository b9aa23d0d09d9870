/**
 * Demo and benchmark data.
 *
 * seedDemo: the demo data set on an empty database — the three demo accounts of docs/product.md
 *   "Running it", 20 categories, 240 businesses with 1–3 products each, customers, business and product
 *   reviews, votes, messages, surveys, requests with leads and quotes, deliveries and reports.
 *   Guarantees: one transaction; the same `random` and `now` give the same rows; a business's
 *   rating and totalReviews are the average (1 decimal) and count of its APPROVED reviews;
 *   product review vote counts equal their vote rows; the demo vendor owns "Kampala Fresh
 *   Bakery" with room for one more product, a PENDING review and no review by the demo user.
 *
 * seedLarge: N more businesses (with owners, products, reviews, customers) for benchmarks, on
 *   either engine. Guarantees: one transaction; it suspends the triggers whose work it does itself
 *   (see SUSPENDED_TRIGGERS), does that work itself — a fresh version per row and the sync counter
 *   moved past them, derived prices and product counts, ratings, the search rows (set-wise) — and
 *   restores them before committing. The same seed and `now` on the same rows and sync counter
 *   give the same rows, ids and versions on SQLite and PostgreSQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, writeTx } from './client';
import * as schema from './schema';
import { SEARCH_RECIPIENTS_MAX } from '../sync/constants';
import { regionOf, splitPlace } from '../sync/places';
import * as data from './seed-data';
import { dialectOf } from './dialect';
import { firstRow, rawAll, rawGet, rawRun } from './query';

export { DEMO_ACCOUNTS } from './seed-data';
export const DEMO_BUSINESS_NAME = data.DEMO_BUSINESS.profile.name;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEARCH_TTL = 7 * DAY;
const DEMO_SEED = 0x50c0_2024;
const LARGE_SEED = 0x1a46_e000;
const DEMO_BUSINESS_COUNT = 240;
const DEMO_CUSTOMER_COUNT = 60;
const DEMO_PRODUCT_REVIEW_COUNT = 80;

/** The PRNG of the seeders: small, fast and the same on every platform. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A time in [from, to), or `to` when the range is empty; always draws, so the stream stays aligned. */
  between(from: number, to: number): number {
    const offset = Math.floor(this.next() * (to - from));
    return from >= to ? to : from + offset;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let left = this.next() * items.reduce((sum, item) => sum + weight(item), 0);
    for (const item of items) if ((left -= weight(item)) < 0) return item;
    return this.pick(items);
  }
  /** n distinct items; cheap when n is small next to the list. */
  sample<T>(items: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(n, items.length)) chosen.add(this.int(0, items.length - 1));
    return [...chosen].map((i) => items[i] as T);
  }
}

// --- Builders shared by both data sets ----------------------------------------------------------

interface Person {
  firstName: string;
  lastName: string;
}

interface Place {
  district: string;
  town: string;
  hood: string | undefined;
}

interface BusinessDraft {
  profile: data.BusinessSeed;
  products: data.ProductSeed[];
}

function makePerson(rng: Rng): Person {
  const female = rng.chance(0.5);
  const firstName = rng.pick(female ? data.FEMALE_GIVEN_NAMES : data.MALE_GIVEN_NAMES);
  const surnames = rng.chance(0.2) ? data.SHARED_SURNAMES : female ? data.FEMALE_SURNAMES : data.MALE_SURNAMES;
  return { firstName, lastName: rng.pick(surnames) };
}

function makePlace(rng: Rng): Place {
  const { district, towns } = rng.weighted(data.DISTRICTS, (d) => d.weight);
  const town = rng.pick(towns);
  const hoods = data.NEIGHBOURHOODS[town];
  return { district, town, hood: hoods ? rng.pick(hoods) : undefined };
}

const makePhone = (rng: Rng) => `+256${rng.pick(data.PHONE_PREFIXES)}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const formatUsh = (amount: number) => `USh ${amount.toLocaleString('en-US')}`;

/** Whole shillings: to 500 below USh 10,000, else to 1,000. */
function roundPrice(amount: number): number {
  const step = amount < 10_000 ? 500 : 1_000;
  return Math.max(step, Math.round(amount / step) * step);
}

function businessName(rng: Rng, category: data.CategorySeed, owner: Person, place: Place): string {
  const trade = rng.pick(category.trades);
  const where = place.hood && rng.chance(0.6) ? place.hood : place.district === 'Kampala' ? 'Kampala' : place.town;
  const patterns = [
    () => `${owner.lastName}'s ${trade}`,
    () => `${owner.lastName} ${trade}`,
    () => `${rng.pick(data.BRAND_WORDS)} ${trade}`,
    () => `${where} ${trade}`,
  ];
  return rng.pick(patterns)();
}

function draftProducts(rng: Rng, category: data.CategorySeed): data.ProductSeed[] {
  const roll = rng.next();
  const count = roll < 0.25 ? 1 : roll < 0.65 ? 2 : 3;
  return rng.sample(category.offers, count).map(({ kind, name, description, min, max, fixed }) => {
    const factor = 0.85 + rng.next() * 0.4;
    const minPrice = roundPrice(min * factor);
    const maxPrice = fixed ? minPrice : Math.max(minPrice, roundPrice(max * factor));
    return { kind, name, description, price: fixed ? minPrice : null, minPrice, maxPrice };
  });
}

const placeText = ({ hood, town, district }: Place) =>
  hood ? `${hood}, ${district}` : town === district ? town : `${town}, ${district}`;

function draftBusiness(rng: Rng, category: data.CategorySeed, name: string, place: Place, now: number): BusinessDraft {
  const handle = slug(name);
  const extra = rng
    .pick(data.DESCRIPTION_EXTRAS)
    .replace('{district}', place.district)
    .replace('{year}', String(new Date(now).getUTCFullYear() - rng.int(1, 15)));
  const profile: data.BusinessSeed = {
    name,
    tagline: rng.pick(category.taglines),
    description: `${name} ${category.about} in ${placeText(place)}. ${extra}`,
    city: place.town,
    district: place.district,
    subCategory: rng.pick(category.tags),
    whatsapp: makePhone(rng),
    email: `${handle}@example.com`,
    website: rng.chance(0.25) ? `https://${handle}.example.com` : null,
    tiktokUsername: rng.chance(0.35) ? `${handle}_ug` : null,
    isVerified: rng.chance(0.3),
    isActive: !rng.chance(0.03),
    visits: Math.floor(15 + rng.next() ** 2 * 4_000),
    responseMinutes: rng.chance(0.45) ? rng.int(10, 1_440) : null,
  };
  return { profile, products: draftProducts(rng, category) };
}

/** A business's typical review score; good businesses are more common. */
const businessQuality = (rng: Rng) => 2.4 + 2.6 * Math.sqrt(rng.next());
const reviewRating = (rng: Rng, quality: number) => Math.min(5, Math.max(1, Math.round(quality + rng.next() * 2 - 1)));
const STATUS_WEIGHTS = { APPROVED: 80, PENDING: 13, REJECTED: 7 } as const;
const reviewStatus = (rng: Rng) => rng.weighted(schema.REVIEW_STATUSES, (s) => STATUS_WEIGHTS[s]);

function reviewComment(rng: Rng, rating: number, category: data.CategorySeed): string | null {
  if (rng.chance(0.1)) return null;
  if (rating >= 4) return rng.pick(rng.chance(0.35) ? category.praise : data.GOOD_REVIEW_COMMENTS);
  return rng.pick(rating === 3 ? data.MIXED_REVIEW_COMMENTS : data.BAD_REVIEW_COMMENTS);
}

function productComment(rng: Rng, rating: number): string | null {
  if (rng.chance(0.1)) return null;
  if (rating >= 4) return rng.pick(data.GOOD_PRODUCT_COMMENTS);
  return rng.pick(rating === 3 ? data.MIXED_PRODUCT_COMMENTS : data.BAD_PRODUCT_COMMENTS);
}

/** Sets rating and totalReviews from the APPROVED reviews of businesses with ids above `afterId`. */
async function deriveRatings(db: Db, afterId: number): Promise<void> {
  await rawRun(
    db,
    sql`
    UPDATE businesses SET rating = r.rating, total_reviews = r.total
    FROM (
      SELECT business_id, round(avg(rating), 1) AS rating, count(*) AS total
      FROM reviews WHERE status = 'APPROVED' AND business_id > ${afterId} GROUP BY business_id
    ) AS r
    WHERE businesses.id = r.business_id`,
  );
}

/** Inserts the reference categories missing by name; answers the id of every category by name. */
async function ensureCategories(db: Db, now: number): Promise<Map<string, number>> {
  const rows = data.CATEGORIES.map((c, i) => {
    const at = new Date(now - 160 * DAY + i * HOUR);
    const { name, description, emoji } = c;
    return { name, description, emoji, tags: c.tags.join(', '), createdAt: at, updatedAt: at };
  });
  await db.insert(schema.categories).values(rows).onConflictDoNothing();
  const all = await db.select({ id: schema.categories.id, name: schema.categories.name }).from(schema.categories);
  return new Map(all.map((c) => [c.name, c.id]));
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed category missing: ${name}`);
  return id;
}

const startOfMonthUtc = (time: number) => Date.UTC(new Date(time).getUTCFullYear(), new Date(time).getUTCMonth(), 1);

/** A past time: a fifth in this month, a fifth in the previous one, the rest over `days`. */
function pastTime(rng: Rng, now: number, days: number): number {
  const monthStart = startOfMonthUtc(now);
  const roll = rng.next();
  if (roll < 0.2) return rng.between(monthStart, now);
  if (roll < 0.4) return rng.between(startOfMonthUtc(monthStart - 1), monthStart);
  return rng.between(now - days * DAY, now);
}

// --- Demo data set ------------------------------------------------------------------------------

interface UserRef extends Person {
  id: number;
  createdAt: number;
  isActive: boolean;
}

interface BusinessRef {
  id: number;
  ownerId: number;
  category: data.CategorySeed;
  isActive: boolean;
  createdAt: number;
  products: data.ProductSeed[];
  place: Place;
}

interface Demo {
  db: Db;
  rng: Rng;
  now: number;
  categoryIds: Map<string, number>;
  emails: Set<string>;
  admin: UserRef;
  vendor: UserRef;
  user: UserRef;
  customers: UserRef[];
  /** The demo vendor's business first. */
  businesses: BusinessRef[];
}

export interface SeedDemoOptions {
  random?: () => number;
  /** The "now" the data is arranged around (epoch ms); defaults to the current time. */
  now?: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await firstRow(db.select({ id: schema.users.id }).from(schema.users).limit(1))) === undefined;
}

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  const rng = new Rng(options.random ?? mulberry32(DEMO_SEED));
  const now = options.now ?? Date.now();
  await writeTx(db, async () => {
    const categoryIds = await ensureCategories(db, now);
    const emails = new Set<string>(Object.values(data.DEMO_ACCOUNTS).map((a) => a.email));
    const { admin, vendor, user } = data.DEMO_ACCOUNTS;
    const demo: Demo = {
      db,
      rng,
      now,
      categoryIds,
      emails,
      admin: await insertUser(db, admin, now - 150 * DAY),
      vendor: await insertUser(db, vendor, now - 120 * DAY),
      user: await insertUser(db, user, now - 100 * DAY),
      customers: [],
      businesses: [],
    };
    await insertCustomers(demo);
    await insertDemoBusiness(demo);
    await insertBusinesses(demo);
    const reportedReview = await insertReviews(demo);
    await deriveRatings(db, 0);
    await insertProductReviews(demo);
    await insertMessages(demo);
    await insertSurveys(demo);
    await insertRequests(demo);
    await insertDeliveries(demo);
    await insertReports(demo, reportedReview);
  });
}

interface NewUser extends Person {
  email: string;
  role: schema.Role;
  phone: string;
  location: string;
}

async function insertUser(
  db: Db,
  user: NewUser,
  createdAt: number,
  isActive = true,
  isVerified = true,
): Promise<UserRef> {
  const at = new Date(createdAt);
  const { phone, ...names } = user;
  const { id } = await firstRow(
    db
      .insert(schema.users)
      .values({ ...names, phoneNumber: phone, isActive, isVerified, createdAt: at, updatedAt: at })
      .returning({ id: schema.users.id }),
  );
  return { id, firstName: user.firstName, lastName: user.lastName, createdAt, isActive };
}

function uniqueEmail(person: Person, used: Set<string>): string {
  const base = `${slug(person.firstName)}.${slug(person.lastName)}`;
  let email = `${base}@example.com`;
  for (let n = 2; used.has(email); n++) email = `${base}${n}@example.com`;
  used.add(email);
  return email;
}

async function insertCustomers(demo: Demo): Promise<void> {
  const { db, rng, now, emails } = demo;
  for (let i = 0; i < DEMO_CUSTOMER_COUNT; i++) {
    const person = makePerson(rng);
    const user = { ...person, email: uniqueEmail(person, emails), role: 'USER' as const, phone: makePhone(rng) };
    const location = makePlace(rng).town;
    const createdAt = pastTime(rng, now, 150);
    demo.customers.push(await insertUser(db, { ...user, location }, createdAt, i % 25 !== 24, i % 10 !== 9));
  }
}

async function insertBusinessRow(db: Db, draft: BusinessDraft, ownerId: number, categoryId: number, createdAt: number) {
  const at = new Date(createdAt);
  const { id } = await firstRow(
    db
      .insert(schema.businesses)
      .values({ ...draft.profile, ownerId, categoryId, reviewedAt: at, createdAt: at, updatedAt: at })
      .returning({ id: schema.businesses.id }),
  );
  const products = draft.products.map((p) => ({ ...p, businessId: id, currency: 'UGX', createdAt: at, updatedAt: at }));
  await db.insert(schema.products).values(products);
  return id;
}

function categorySeed(name: string): data.CategorySeed {
  const category = data.CATEGORIES.find((c) => c.name === name);
  if (!category) throw new Error(`seed category missing: ${name}`);
  return category;
}

/** The demo vendor's business, with two months of daily visits behind its visit counter. */
async function insertDemoBusiness(demo: Demo): Promise<void> {
  const { db, rng, now } = demo;
  const visits: Omit<typeof schema.businessVisits.$inferInsert, 'businessId'>[] = [];
  for (let d = 0; d < 60; d++) {
    const dayStart = Math.floor((now - d * DAY) / DAY) * DAY;
    for (let k = rng.int(0, 6); k > 0; k--) {
      const createdAt = new Date(rng.between(dayStart, Math.min(now, dayStart + DAY)));
      visits.push({ visitorKey: `demo-visitor-${d}-${k}`, day: createdAt.toISOString().slice(0, 10), createdAt });
    }
  }
  const { category, neighbourhood, profile, products } = data.DEMO_BUSINESS;
  const createdAt = now - 118 * DAY;
  const draft = { profile: { ...profile, visits: profile.visits + visits.length }, products };
  const id = await insertBusinessRow(db, draft, demo.vendor.id, idOf(demo.categoryIds, category), createdAt);
  await db.insert(schema.businessVisits).values(visits.map((v) => ({ ...v, businessId: id })));
  const place = { district: profile.district, town: profile.city, hood: neighbourhood };
  demo.businesses.push({
    id,
    ownerId: demo.vendor.id,
    category: categorySeed(category),
    isActive: true,
    createdAt,
    products,
    place,
  });
}

/** Nine per category in turn, the rest at random; every business gets its own VENDOR owner. */
async function insertBusinesses(demo: Demo): Promise<void> {
  const { db, rng, now } = demo;
  const names = new Set([DEMO_BUSINESS_NAME]);
  for (let i = 1; i < DEMO_BUSINESS_COUNT; i++) {
    const category = i <= 9 * data.CATEGORIES.length ? data.CATEGORIES[i % data.CATEGORIES.length] : undefined;
    const chosen = category ?? rng.pick(data.CATEGORIES);
    const owner = makePerson(rng);
    const place = makePlace(rng);
    let name = businessName(rng, chosen, owner, place);
    for (let tries = 0; names.has(name); tries++) {
      name = tries < 20 ? businessName(rng, chosen, owner, place) : `${name} ${place.town}`;
    }
    names.add(name);
    const createdAt = pastTime(rng, now, 120);
    const newOwner = { ...owner, email: uniqueEmail(owner, demo.emails), role: 'VENDOR' as const };
    const ownerRef = await insertUser(
      db,
      { ...newOwner, phone: makePhone(rng), location: place.town },
      createdAt - HOUR,
    );
    const draft = draftBusiness(rng, chosen, name, place, now);
    if (i % 40 === 17) draft.profile.isActive = false;
    const id = await insertBusinessRow(db, draft, ownerRef.id, idOf(demo.categoryIds, chosen.name), createdAt);
    const { isActive } = draft.profile;
    demo.businesses.push({
      id,
      ownerId: ownerRef.id,
      category: chosen,
      isActive,
      createdAt,
      products: draft.products,
      place,
    });
  }
}

/** Answers the review of the demo vendor's business that its owner reports. */
async function insertReviews(demo: Demo): Promise<{ id: number; userId: number }> {
  const { db, rng, now } = demo;
  const rows: (typeof schema.reviews.$inferInsert)[] = [];
  type Review = { rating: number; comment: string | null; status?: schema.ReviewStatus };
  const add = (business: BusinessRef, user: UserRef, { rating, comment, status = reviewStatus(rng) }: Review) => {
    const at = new Date(rng.between(Math.max(business.createdAt, user.createdAt) + HOUR, now));
    const isFlagged = status === 'REJECTED' && rating <= 2 ? rng.chance(0.6) : rng.chance(0.02);
    rows.push({
      rating,
      comment,
      status,
      isFlagged,
      businessId: business.id,
      userId: user.id,
      createdAt: at,
      updatedAt: at,
    });
  };
  const [vendorBusiness, ...others] = demo.businesses;
  if (!vendorBusiness) throw new Error('demo business missing');

  const vendorReviewers = rng.sample(demo.customers, data.DEMO_BUSINESS_REVIEWS.length);
  vendorReviewers.forEach((user, i) =>
    add(vendorBusiness, user, data.DEMO_BUSINESS_REVIEWS[i] ?? { rating: 5, comment: null }),
  );

  const reviewedByUser = rng.sample(
    others.filter((b) => b.isActive),
    data.DEMO_USER_REVIEW_STATUSES.length,
  );
  reviewedByUser.forEach((business, i) => {
    const status = data.DEMO_USER_REVIEW_STATUSES[i] ?? 'APPROVED';
    const rating = status === 'REJECTED' ? 1 : reviewRating(rng, 4.2);
    const comment =
      status === 'REJECTED' ? data.REJECTED_REVIEW_COMMENT : reviewComment(rng, rating, business.category);
    add(business, demo.user, { rating, comment, status });
  });

  for (const business of others) {
    if (rng.chance(0.12)) continue;
    const quality = businessQuality(rng);
    for (const user of rng.sample(demo.customers, rng.int(1, 8))) {
      const rating = reviewRating(rng, quality);
      add(business, user, { rating, comment: reviewComment(rng, rating, business.category) });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(schema.reviews).values(rows.slice(i, i + 500));

  const { reviews } = schema;
  const reported = await firstRow(
    db
      .select({ id: reviews.id, userId: reviews.userId })
      .from(reviews)
      .where(sql`${reviews.businessId} = ${vendorBusiness.id} AND ${reviews.rating} = 1`),
  );
  if (!reported) throw new Error('reported demo review missing');
  return reported;
}

/** The demo user writes four; votes come from other customers, never from the demo user. */
async function insertProductReviews(demo: Demo): Promise<void> {
  const { db, rng, now } = demo;
  const authors = [demo.user, demo.user, demo.user, demo.user];
  while (authors.length < DEMO_PRODUCT_REVIEW_COUNT) authors.push(rng.pick(demo.customers));
  for (const [i, author] of authors.entries()) {
    const item = rng.pick(data.PRODUCT_REVIEW_ITEMS);
    const rating = rng.pick([5, 5, 5, 4, 4, 4, 3, 3, 2, 1]);
    const createdAt = rng.between(Math.max(author.createdAt, now - 120 * DAY), now);
    const upShare = rating >= 4 ? 0.8 : rating === 3 ? 0.55 : 0.3;
    const voters = rng.sample(
      demo.customers.filter((c) => c.id !== author.id),
      rng.int(0, 12),
    );
    const votes = voters.map((voter) => {
      const at = new Date(rng.between(Math.max(createdAt, voter.createdAt), now));
      return {
        userId: voter.id,
        direction: rng.chance(upShare) ? 'up' : 'down',
        createdAt: at,
        updatedAt: at,
      } as const;
    });
    const at = new Date(createdAt);
    const { id } = await firstRow(
      db
        .insert(schema.productReviews)
        .values({
          userId: author.id,
          categoryId: idOf(demo.categoryIds, item.category),
          name: item.name,
          rating,
          boughtFrom: rng.chance(0.85) ? rng.pick(data.SHOPS) : null,
          amount: rng.chance(0.8) ? formatUsh(roundPrice(item.paid * (0.9 + rng.next() * 0.2))) : null,
          comment: productComment(rng, rating),
          upvotes: votes.filter((v) => v.direction === 'up').length,
          downvotes: votes.filter((v) => v.direction === 'down').length,
          isFlagged: i % 37 === 36,
          status: 'APPROVED',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: schema.productReviews.id }),
    );
    if (votes.length > 0) {
      await db.insert(schema.productReviewVotes).values(votes.map((v) => ({ ...v, reviewId: id })));
    }
  }
}

async function insertMessages({ db, rng, now }: Demo): Promise<void> {
  const rows = data.MESSAGES.map(({ daysAgo, ...message }) => {
    const at = new Date(now - daysAgo * DAY - rng.int(1, 10) * HOUR);
    return { ...message, createdAt: at, updatedAt: at };
  });
  await db.insert(schema.messages).values(rows);
}

/** Respondents take turns: a signed-in customer, an anonymous one who left details, a fully anonymous one. */
async function insertSurveys(demo: Demo): Promise<void> {
  const { db, rng, now } = demo;
  for (const [s, seed] of data.SURVEYS.entries()) {
    const createdAt = now - (30 - s * 18) * DAY;
    const at = new Date(createdAt);
    const survey = { name: seed.name, description: seed.description, createdBy: demo.admin.id };
    const { id: surveyId } = await firstRow(
      db
        .insert(schema.surveys)
        .values({ ...survey, isActive: true, createdAt: at, updatedAt: at })
        .returning({ id: schema.surveys.id }),
    );
    const questionIds: number[] = [];
    for (const [position, q] of seed.questions.entries()) {
      const question = { ...q, options: [...(q.options ?? [])], surveyId, position, createdAt: at, updatedAt: at };
      const [row] = await db
        .insert(schema.surveyQuestions)
        .values(question)
        .returning({ id: schema.surveyQuestions.id });
      questionIds.push(row!.id);
    }
    for (const [r, answerRow] of seed.answers.entries()) {
      const answers: Record<string, string | number | boolean> = {};
      answerRow.forEach((answer, q) => {
        const questionId = questionIds[q];
        if (questionId !== undefined && answer !== '') answers[String(questionId)] = answer;
      });
      const respondedAt = new Date(rng.between(createdAt, now));
      const signedIn = r % 3 === 0 ? rng.pick(demo.customers) : undefined;
      const guest = r % 3 === 1 ? makePerson(rng) : undefined;
      await db.insert(schema.surveyResponses).values({
        surveyId,
        userId: signedIn?.id ?? null,
        name: guest ? `${guest.firstName} ${guest.lastName}` : null,
        email: guest ? `${slug(guest.firstName)}.${slug(guest.lastName)}@example.com` : null,
        phoneNumber: guest ? makePhone(rng) : null,
        answers,
        createdAt: respondedAt,
        updatedAt: respondedAt,
      });
    }
  }
}

type BidStatus = (typeof schema.BID_STATUSES)[number];

/**
 * Requests of the demo user and of other customers. Every active business of the category gets
 * a lead; a business that quoted has its lead at BID_SENT. Only the demo user's first request and
 * the requests with `vendorQuoteMinutes` (its response time's history) carry a quote from the demo
 * vendor, so its other leads stay NEW.
 */
async function insertRequests(demo: Demo): Promise<void> {
  const { db, rng, now } = demo;
  const [vendorBusiness] = demo.businesses;
  if (!vendorBusiness) throw new Error('demo business missing');
  const activeCustomers = demo.customers.filter((c) => c.isActive);
  const customerBids = (seed: data.SearchSeed): BidStatus[] => {
    if (seed.hoursAgo * HOUR < SEARCH_TTL) return Array.from({ length: rng.int(0, 2) }, () => 'PENDING');
    return seed.status === 'closed' ? ['DECLINED'] : ['ACCEPTED', 'DECLINED'];
  };
  const requests = [
    ...data.DEMO_USER_SEARCHES.map((seed, i) => ({ seed, user: demo.user, bids: seed.bids ?? [], byVendor: i === 0 })),
    ...data.CUSTOMER_SEARCHES.map((seed) => ({
      seed,
      user: rng.pick(activeCustomers),
      bids: customerBids(seed),
      byVendor: seed.vendorQuoteMinutes !== undefined,
    })),
  ];
  for (const { seed, user, bids, byVendor } of requests) {
    const createdAt = now - seed.hoursAgo * HOUR;
    const at = new Date(createdAt);
    const { query, budget, status } = seed;
    const { district, location } = splitPlace(seed.location);
    const { id: searchId } = await firstRow(
      db
        .insert(schema.searches)
        .values({
          query,
          district: district || null,
          location,
          budget,
          maxPrice: budget,
          status,
          userId: user.id,
          categoryId: idOf(demo.categoryIds, seed.category),
          expiresAt: new Date(createdAt + SEARCH_TTL),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: schema.searches.id }),
    );
    // as the server matches (server/features/searches/request-matching.ts): the district's
    // businesses first, then the region's, at most SEARCH_RECIPIENTS_MAX
    const region = regionOf(district);
    const inCategory = demo.businesses.filter((b) => b.category.name === seed.category && b.isActive);
    const near = (b: BusinessRef) =>
      b.place.district === district ? 0 : region && regionOf(b.place.district) === region ? 1 : 2;
    const ranked = inCategory.filter((b) => near(b) < 2).sort((a, b) => near(a) - near(b));
    const targets = (byVendor ? [vendorBusiness, ...ranked.filter((b) => b !== vendorBusiness)] : ranked).slice(
      0,
      SEARCH_RECIPIENTS_MAX,
    );
    const others = targets.filter((b) => b !== vendorBusiness);
    const bidders = byVendor
      ? [vendorBusiness, ...rng.sample(others, bids.length - 1)]
      : rng.sample(others, bids.length);
    for (const business of targets) {
      const bidIndex = bidders.indexOf(business);
      const { id: leadId } = await firstRow(
        db
          .insert(schema.leads)
          .values({
            searchId,
            businessId: business.id,
            status: bidIndex >= 0 ? 'BID_SENT' : 'NEW',
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: schema.leads.id }),
      );
      if (bidIndex < 0) continue;
      const quote =
        business === vendorBusiness
          ? {
              ...data.DEMO_VENDOR_QUOTE,
              message: data.DEMO_VENDOR_QUOTE.message.replace('{firstName}', user.firstName),
            }
          : {
              amount: roundPrice(seed.budget * (0.8 + rng.next() * 0.35)),
              message: rng.pick(data.BID_MESSAGES).replace('{location}', seed.location),
              estimatedDuration: rng.pick(data.DURATIONS),
            };
      const minutes =
        business === vendorBusiness && seed.vendorQuoteMinutes !== undefined
          ? seed.vendorQuoteMinutes
          : rng.int(10, 600);
      const bidAt = new Date(Math.min(now, createdAt + minutes * 60_000));
      const bid = { ...quote, leadId, searchId, businessId: business.id, status: bids[bidIndex] ?? 'PENDING' };
      await db.insert(schema.bids).values({ ...bid, createdAt: bidAt, updatedAt: bidAt });
    }
  }
}

async function insertDeliveries(demo: Demo): Promise<void> {
  const { db, rng, now } = demo;
  const [vendorBusiness, ...others] = demo.businesses;
  if (!vendorBusiness) throw new Error('demo business missing');
  const rows: (typeof schema.deliveries.$inferInsert)[] = data.DEMO_DELIVERIES.map(({ hoursAgo, ...delivery }) => {
    const at = new Date(now - hoursAgo * HOUR);
    return { ...delivery, businessId: vendorBusiness.id, receiverNumber: makePhone(rng), createdAt: at, updatedAt: at };
  });
  const statuses = ['PENDING', 'ENROUTE', 'DELIVERED', 'DELIVERED'] as const;
  const senders = rng.sample(
    others.filter((b) => b.isActive),
    statuses.length,
  );
  senders.forEach((business, i) => {
    const receiver = makePerson(rng);
    const at = new Date(rng.between(now - 20 * DAY, now));
    rows.push({
      businessId: business.id,
      receiverName: `${receiver.firstName} ${receiver.lastName}`,
      receiverNumber: makePhone(rng),
      fare: roundPrice(rng.int(5_000, 30_000)),
      itemName: rng.pick(business.products).name,
      deliveryAddress: placeText(business.place),
      weight: rng.chance(0.5) ? rng.int(5, 200) / 10 : null,
      status: statuses[i] ?? 'PENDING',
      createdAt: at,
      updatedAt: at,
    });
  });
  await db.insert(schema.deliveries).values(rows);
}

async function insertReports(demo: Demo, review: { id: number; userId: number }): Promise<void> {
  const { db, now } = demo;
  const suspicious = demo.businesses.find((b) => !b.isActive);
  const spammer = demo.businesses[5];
  const accused = demo.customers[7];
  if (!suspicious || !spammer || !accused) throw new Error('demo report targets missing');
  const hoursAgo = (hours: number) => ({
    createdAt: new Date(now - hours * HOUR),
    updatedAt: new Date(now - hours * HOUR),
  });
  const text = data.REPORT_TEXTS;
  const reports: (typeof schema.reports.$inferInsert)[] = [
    {
      reporterId: demo.vendor.id,
      targetType: 'review',
      reportedReviewId: review.id,
      reportedUserId: review.userId,
      reason: 'fake',
      description: text.review,
      ...hoursAgo(20),
    },
    {
      reporterId: demo.user.id,
      targetType: 'user',
      reportedUserId: accused.id,
      reason: 'harassment',
      description: text.user,
      ...hoursAgo(50),
    },
    {
      reporterId: accused.id,
      targetType: 'business',
      reportedBusinessId: suspicious.id,
      reportedUserId: suspicious.ownerId,
      reason: 'other',
      description: text.business,
      ...hoursAgo(90),
    },
    {
      reporterId: demo.user.id,
      targetType: 'business',
      reportedBusinessId: spammer.id,
      reportedUserId: spammer.ownerId,
      reason: 'spam',
      description: text.dismissed,
      status: 'DISMISSED',
      ...hoursAgo(700),
    },
  ];
  await db.insert(schema.reports).values(reports);
}

// --- Large data set -----------------------------------------------------------------------------

/**
 * The triggers whose work seedLarge does itself: versions, derived prices and counts, and the
 * full-text rows of the tables it fills. Any other trigger keeps firing row by row. PostgreSQL
 * keeps a business's search row up to date from its products with triggers of their own
 * (db/pg/migrations/0002_business_search.sql); SQLite does it in products_derive_*.
 */
const SUSPENDED_TRIGGERS = ['businesses', 'products', 'reviews', 'product_reviews']
  .flatMap((table) => ['insert', 'update', 'delete'].map((event) => `${table}_version_${event}`))
  .concat(['products_derive_insert', 'products_derive_update', 'products_derive_delete'])
  .concat(['businesses_fts_insert', 'businesses_fts_update', 'businesses_fts_delete']);
const SUSPENDED_TRIGGERS_PG = SUSPENDED_TRIGGERS.concat([
  'products_fts_insert',
  'products_fts_update',
  'products_fts_delete',
]);

/** The business_fts row of each new business, built as the triggers of 0001_triggers.sql build it. */
const INDEX_NEW_BUSINESSES = `
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id > ?`;

export interface LargeSeedSummary {
  users: number;
  businesses: number;
  products: number;
  reviews: number;
  productReviews: number;
  votes: number;
}

/**
 * The large set's tables in the order their rows are written (parents first), each column with
 * the key of its value in a generated row and its PostgreSQL type. Every row carries its own id
 * (the next after the largest the table ever gave) and, where the table has one, its version.
 */
const LARGE_TABLES = {
  users: [
    ['id', 'integer'],
    ['first_name', 'text', 'firstName'],
    ['last_name', 'text', 'lastName'],
    ['email', 'text'],
    ['phone_number', 'text', 'phone'],
    ['role', 'text'],
    ['location', 'text'],
    ['is_active', 'integer', 'isActive'],
    ['is_verified', 'integer', 'isVerified'],
    ['created_at', 'bigint', 'createdAt'],
    ['updated_at', 'bigint', 'createdAt'],
  ],
  businesses: [
    ['id', 'integer'],
    ['owner_id', 'integer', 'ownerId'],
    ['category_id', 'integer', 'categoryId'],
    ['name', 'text'],
    ['description', 'text'],
    ['tagline', 'text'],
    ['city', 'text'],
    ['district', 'text'],
    ['sub_category', 'text', 'subCategory'],
    ['whatsapp', 'text'],
    ['email', 'text'],
    ['website', 'text'],
    ['tiktok_username', 'text', 'tiktokUsername'],
    ['is_verified', 'integer', 'isVerified'],
    ['is_active', 'integer', 'isActive'],
    ['visits', 'integer'],
    ['min_price', 'bigint', 'minPrice'],
    ['max_price', 'bigint', 'maxPrice'],
    ['product_count', 'integer', 'productCount'],
    ['rating', 'double precision'],
    ['total_reviews', 'integer', 'totalReviews'],
    ['response_minutes', 'integer', 'responseMinutes'],
    ['reviewed_at', 'bigint', 'createdAt'],
    ['created_at', 'bigint', 'createdAt'],
    ['updated_at', 'bigint', 'createdAt'],
    ['version', 'bigint'],
  ],
  products: [
    ['id', 'integer'],
    ['business_id', 'integer', 'businessId'],
    ['kind', 'text'],
    ['name', 'text'],
    ['description', 'text'],
    ['price', 'bigint'],
    ['min_price', 'bigint', 'minPrice'],
    ['max_price', 'bigint', 'maxPrice'],
    ['currency', 'text'],
    ['created_at', 'bigint', 'createdAt'],
    ['updated_at', 'bigint', 'createdAt'],
    ['version', 'bigint'],
  ],
  reviews: [
    ['id', 'integer'],
    ['business_id', 'integer', 'businessId'],
    ['user_id', 'integer', 'userId'],
    ['rating', 'integer'],
    ['comment', 'text'],
    ['status', 'text'],
    ['created_at', 'bigint', 'createdAt'],
    ['updated_at', 'bigint', 'createdAt'],
    ['version', 'bigint'],
  ],
  product_reviews: [
    ['id', 'integer'],
    ['user_id', 'integer', 'userId'],
    ['category_id', 'integer', 'categoryId'],
    ['name', 'text'],
    ['rating', 'integer'],
    ['bought_from', 'text', 'boughtFrom'],
    ['amount', 'text'],
    ['comment', 'text'],
    ['upvotes', 'integer'],
    ['downvotes', 'integer'],
    ['status', 'text'],
    ['created_at', 'bigint', 'createdAt'],
    ['updated_at', 'bigint', 'createdAt'],
    ['version', 'bigint'],
  ],
  product_review_votes: [
    ['review_id', 'integer', 'reviewId'],
    ['user_id', 'integer', 'userId'],
    ['direction', 'text'],
    ['created_at', 'bigint', 'createdAt'],
    ['updated_at', 'bigint', 'createdAt'],
  ],
} as const satisfies Record<
  string,
  readonly (readonly [string, 'integer' | 'bigint' | 'double precision' | 'text', string?])[]
>;

type LargeTable = keyof typeof LARGE_TABLES;
type LargeRow = Record<string, string | number | null>;
/** Rows generated for some of the large set's businesses, by table. */
type LargeBatch = Record<LargeTable, LargeRow[]>;
/** Per table with ids, the last id given; and the last sync version given. */
type LargeLast = Record<Exclude<LargeTable, 'product_review_votes'>, number> & { version: number };

const valueKey = (column: readonly [string, string, string?]) => column[2] ?? column[0];

/** Businesses generated and written at a time: a batch's rows are held in memory until written. */
const LARGE_BATCH = 5_000;

export async function seedLarge(
  db: Db,
  options: { businesses: number; seed?: number; now?: number },
): Promise<LargeSeedSummary> {
  const rng = new Rng(mulberry32(options.seed ?? LARGE_SEED));
  const now = options.now ?? Date.now();
  const categoryIds = await ensureCategories(db, now);
  const write = dialectOf(db) === 'postgres' ? writeLargeToPostgres : writeLargeToSqlite;
  return write(db, options.businesses, async (last, insert) => {
    const set = new LargeSet(rng, now, options.businesses, categoryIds, last);
    await insert(set.customers());
    for (let from = 0; from < options.businesses; from += LARGE_BATCH)
      await insert(set.businesses(from, Math.min(options.businesses, from + LARGE_BATCH)));
    return { summary: set.summary, last: set.last };
  });
}

/** Generates the set from the last ids and version, handing each batch to `insert`. */
type LargeFill = (
  last: LargeLast,
  insert: (batch: LargeBatch) => Promise<void>,
) => Promise<{ summary: LargeSeedSummary; last: LargeLast }>;

async function writeLargeToSqlite(db: Db, count: number, fill: LargeFill): Promise<LargeSeedSummary> {
  const sqlite = db.$client;
  const cacheSize = sqlite.pragma('cache_size', { simple: true }) as number;
  // Up to 1 GiB of page cache keeps the indexes in memory during the load; the connection's own comes back after.
  sqlite.pragma(`cache_size = -${Math.min(1_048_576, 65_536 + 2 * count)}`);
  try {
    // the writing connection's own statements, inside writeTx so no other write interleaves
    return await writeTx(db, async () => {
      const triggers = sqlite
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(SUSPENDED_TRIGGERS)) as { name: string; sql: string }[];
      for (const t of triggers) sqlite.exec(`DROP TRIGGER "${t.name}"`);
      const lastId = (table: string) =>
        (sqlite.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(table) as number | undefined) ??
        0;
      const first: LargeLast = {
        users: lastId('users'),
        businesses: lastId('businesses'),
        products: lastId('products'),
        reviews: lastId('reviews'),
        product_reviews: lastId('product_reviews'),
        version: sqlite.prepare('SELECT value FROM sync_counter WHERE id = 1').pluck().get() as number,
      };
      // AUTOINCREMENT's sequences follow the ids given (the largest one written)
      const inserts = Object.entries(LARGE_TABLES).map(([table, columns]) => {
        const names = columns.map(([name]) => name).join(', ');
        const values = columns.map((column) => `@${valueKey(column)}`).join(', ');
        return [table as LargeTable, sqlite.prepare(`INSERT INTO ${table} (${names}) VALUES (${values})`)] as const;
      });
      const { summary, last } = await fill(first, async (batch) => {
        for (const [table, statement] of inserts) for (const row of batch[table]) statement.run(row);
      });
      sqlite.prepare('UPDATE sync_counter SET value = ? WHERE id = 1').run(last.version);
      sqlite.prepare(INDEX_NEW_BUSINESSES).run(first.businesses);
      for (const t of triggers) sqlite.exec(t.sql);
      return summary;
    });
  } finally {
    sqlite.pragma(`cache_size = ${cacheSize}`);
  }
}

/**
 * On PostgreSQL, in one write (which holds the sync counter's row: db/client.ts): the tables it
 * fills are locked against other writes (reads go on), so that the ids after the largest given
 * are free; the suspended triggers are disabled by name, which rolls back with a failure; each
 * table's rows of a batch go in one INSERT … SELECT FROM unnest(arrays), one parameter a column.
 * The counter then holds the last version given, and the identity sequences move past the ids.
 */
async function writeLargeToPostgres(db: Db, _count: number, fill: LargeFill): Promise<LargeSeedSummary> {
  return writeTx(db, async (tx) => {
    const run = (query: SQL) => rawRun(tx, query);
    const tables = Object.keys(LARGE_TABLES) as LargeTable[];
    await run(sql.raw(`LOCK TABLE ${tables.join(', ')} IN SHARE ROW EXCLUSIVE MODE`));
    const triggers = await rawAll<{ table: string; name: string }>(
      tx,
      sql`SELECT c.relname AS "table", t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND c.relnamespace = current_schema()::regnamespace
            AND t.tgname = ANY (${sql.param(SUSPENDED_TRIGGERS_PG)}::text[])
          ORDER BY t.tgname`,
    );
    const alter = async (verb: 'DISABLE' | 'ENABLE') => {
      for (const t of triggers) await run(sql.raw(`ALTER TABLE "${t.table}" ${verb} TRIGGER "${t.name}"`));
    };
    await alter('DISABLE');
    const lastId = async (table: string) => {
      const row = await rawGet<{ last: number }>(
        tx,
        sql.raw(`SELECT greatest(
          (SELECT coalesce(max(id), 0) FROM ${table}),
          (SELECT coalesce(last_value, 0) FROM pg_sequences
           WHERE format('%I.%I', schemaname, sequencename) = pg_get_serial_sequence('${table}', 'id'))) AS last`),
      );
      return Number(row!.last);
    };
    // a version taken earlier in this transaction is in soko.sync_version, not yet in the row
    // (db/pg/migrations/0001_sync_versions.sql)
    const counter = await rawGet<{ value: number }>(
      tx,
      sql`SELECT coalesce(nullif(current_setting('soko.sync_version', true), '')::bigint, value) AS value
          FROM sync_counter WHERE id = 1`,
    );
    const first: LargeLast = {
      users: await lastId('users'),
      businesses: await lastId('businesses'),
      products: await lastId('products'),
      reviews: await lastId('reviews'),
      product_reviews: await lastId('product_reviews'),
      version: Number(counter!.value),
    };
    const { summary, last } = await fill(first, async (batch) => {
      for (const table of tables) {
        const rows = batch[table];
        if (rows.length === 0) continue;
        const columns = LARGE_TABLES[table];
        const arrays = columns.map(
          (column) => sql`${sql.param(rows.map((row) => row[valueKey(column)] ?? null))}::${sql.raw(column[1])}[]`,
        );
        const names = sql.raw(columns.map(([name]) => name).join(', '));
        await run(sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
      }
    });
    // later stamps of this transaction count on from the last version; the row takes it now
    await run(sql`SELECT set_config('soko.sync_version', ${String(last.version)}, true)`);
    await run(sql`UPDATE sync_counter SET value = ${last.version} WHERE id = 1`);
    for (const table of tables) {
      if (table === 'product_review_votes') continue;
      await run(sql.raw(`SELECT setval(${sequenceOf(table)}, ${Math.max(1, last[table])}, ${last[table] > 0})`));
    }
    await run(sql`SELECT business_fts_refresh(ARRAY(SELECT id FROM businesses WHERE id > ${first.businesses}))`);
    await alter('ENABLE');
    return summary;
  });
}

/** The sequence behind a table's identity column `id`. */
const sequenceOf = (table: string) => `pg_get_serial_sequence('${table}', 'id')::regclass`;

/**
 * The large set's rows, generated in batches: the customers first, then the businesses with their
 * owners, products, reviews and product reviews. Ids and versions count on from `last`, in the
 * order rows are generated, so the same seed, `now` and starting point give the same rows on
 * either engine.
 */
class LargeSet {
  readonly summary: LargeSeedSummary = {
    users: 0,
    businesses: 0,
    products: 0,
    reviews: 0,
    productReviews: 0,
    votes: 0,
  };
  readonly last: LargeLast;
  readonly #categories: { seed: data.CategorySeed; id: number }[];
  readonly #customers: { id: number; createdAt: number }[] = [];
  #batch: LargeBatch = emptyBatch();

  constructor(
    readonly rng: Rng,
    readonly now: number,
    readonly count: number,
    readonly categoryIds: Map<string, number>,
    last: LargeLast,
  ) {
    this.last = { ...last };
    this.#categories = data.CATEGORIES.map((seed) => ({ seed, id: idOf(categoryIds, seed.name) }));
  }

  #take(): LargeBatch {
    const batch = this.#batch;
    this.#batch = emptyBatch();
    return batch;
  }

  #addUser(person: Person, role: schema.Role, place: Place, createdAt: number): number {
    const id = ++this.last.users;
    const email = `${slug(person.firstName)}.${slug(person.lastName)}.${id}@example.com`;
    const { firstName, lastName } = person;
    const phone = makePhone(this.rng);
    this.#batch.users.push({
      id,
      firstName,
      lastName,
      email,
      role,
      phone,
      location: place.town,
      isActive: 1,
      isVerified: 1,
      createdAt,
    });
    this.summary.users++;
    return id;
  }

  customers(): LargeBatch {
    const { rng, now, count } = this;
    for (let i = count > 0 ? Math.max(50, Math.ceil(count / 4)) : 0; i > 0; i--) {
      const createdAt = rng.between(now - 400 * DAY, now);
      this.#customers.push({ id: this.#addUser(makePerson(rng), 'USER', makePlace(rng), createdAt), createdAt });
    }
    return this.#take();
  }

  /** Businesses number `from` to `to` (excluded) of the set; every one takes the next version, then its rows. */
  businesses(from: number, to: number): LargeBatch {
    const { rng, now, count, categoryIds } = this;
    const customers = this.#customers;
    const batch = this.#batch;
    const last = this.last;
    for (let i = from; i < to; i++) {
      const { id: categoryId, seed: category } = rng.pick(this.#categories);
      const owner = makePerson(rng);
      const place = makePlace(rng);
      const createdAt = now - 365 * DAY + Math.floor(((i + rng.next()) / count) * 365 * DAY);
      const ownerId = this.#addUser(owner, 'VENDOR', place, createdAt - HOUR);
      const { profile, products } = draftBusiness(rng, category, businessName(rng, category, owner, place), place, now);
      const businessId = ++last.businesses;
      const business: LargeRow = {
        ...profile,
        id: businessId,
        isVerified: Number(profile.isVerified),
        isActive: Number(profile.isActive),
        ownerId,
        categoryId,
        minPrice: Math.min(...products.map((p) => p.minPrice)),
        maxPrice: Math.max(...products.map((p) => p.maxPrice)),
        productCount: products.length,
        rating: 0,
        totalReviews: 0,
        createdAt,
        version: ++last.version,
      };
      batch.businesses.push(business);
      this.summary.businesses++;
      for (const product of products) {
        const row = {
          ...product,
          id: ++last.products,
          businessId,
          currency: 'UGX',
          createdAt,
          version: ++last.version,
        };
        batch.products.push(row);
      }
      this.summary.products += products.length;

      const quality = businessQuality(rng);
      const approved: number[] = [];
      for (const reviewer of rng.sample(customers, rng.int(0, 5))) {
        const rating = reviewRating(rng, quality);
        const comment = reviewComment(rng, rating, category);
        const at = rng.between(Math.max(createdAt, reviewer.createdAt), now);
        const review = { businessId, userId: reviewer.id, rating, comment, status: reviewStatus(rng), createdAt: at };
        batch.reviews.push({ ...review, id: ++last.reviews, version: ++last.version });
        this.summary.reviews++;
        if (review.status === 'APPROVED') approved.push(rating);
      }
      if (approved.length > 0) {
        // as deriveRatings: the average to 1 decimal, halves away from zero (both engines' round)
        const sum = approved.reduce((a, b) => a + b, 0);
        business.rating = Math.round((sum * 10) / approved.length) / 10;
        business.totalReviews = approved.length;
      }

      if (rng.chance(0.05)) {
        const author = rng.pick(customers);
        const item = rng.pick(data.PRODUCT_REVIEW_ITEMS);
        const rating = rng.int(1, 5);
        const votes = rng
          .sample(customers, rng.int(0, 4))
          .filter((c) => c.id !== author.id)
          .map((voter) => ({ userId: voter.id, direction: rng.chance(0.7) ? 'up' : 'down' }));
        const createdAt = rng.between(author.createdAt, now);
        const reviewId = ++last.product_reviews;
        batch.product_reviews.push({
          id: reviewId,
          userId: author.id,
          categoryId: idOf(categoryIds, item.category),
          name: item.name,
          rating,
          boughtFrom: rng.pick(data.SHOPS),
          amount: formatUsh(item.paid),
          comment: productComment(rng, rating),
          upvotes: votes.filter((v) => v.direction === 'up').length,
          downvotes: votes.filter((v) => v.direction === 'down').length,
          status: 'APPROVED',
          createdAt,
          version: ++last.version,
        });
        for (const vote of votes) batch.product_review_votes.push({ ...vote, reviewId, createdAt });
        this.summary.productReviews++;
        this.summary.votes += votes.length;
      }
    }
    return this.#take();
  }
}

const emptyBatch = (): LargeBatch => ({
  users: [],
  businesses: [],
  products: [],
  reviews: [],
  product_reviews: [],
  product_review_votes: [],
});
