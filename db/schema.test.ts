import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './client';
import * as s from './schema';

const dir = mkdtempSync(join(tmpdir(), 'soko-schema-'));
copyFileSync(inject('templateDb'), join(dir, 'app.db'));
const db = openDatabase(join(dir, 'app.db'));
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const ftsIds = (match: string) =>
  db.all<{ rowid: number }>(sql`select rowid from business_fts where business_fts match ${match}`).map((r) => r.rowid);

describe('every table round-trips through drizzle', () => {
  const user = db
    .insert(s.users)
    .values({ firstName: 'Opio', lastName: 'Okello', email: 'opio@example.com', role: 'VENDOR' })
    .returning()
    .get();
  const buyer = db
    .insert(s.users)
    .values({ firstName: 'Atim', lastName: 'Achieng', email: 'atim@example.com' })
    .returning()
    .get();
  const category = db
    .insert(s.categories)
    .values({ name: 'Bakeries', emoji: '🎂', tags: 'Bread, Cakes' })
    .returning()
    .get();
  const business = db
    .insert(s.businesses)
    .values({ ownerId: user.id, categoryId: category.id, name: 'Gulu Bread House', city: 'Gulu', district: 'Gulu' })
    .returning()
    .get();
  const product = db
    .insert(s.products)
    .values({ businessId: business.id, name: 'Wedding cake', minPrice: 150_000, maxPrice: 600_000 })
    .returning()
    .get();
  const search = db
    .insert(s.searches)
    .values({
      userId: buyer.id,
      categoryId: category.id,
      query: 'cake',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning()
    .get();
  const lead = db.insert(s.leads).values({ searchId: search.id, businessId: business.id }).returning().get();
  const review = db
    .insert(s.reviews)
    .values({ businessId: business.id, userId: buyer.id, rating: 5 })
    .returning()
    .get();
  const productReview = db
    .insert(s.productReviews)
    .values({ userId: buyer.id, categoryId: category.id, name: 'Oven', rating: 4 })
    .returning()
    .get();
  const survey = db.insert(s.surveys).values({ name: 'Satisfaction' }).returning().get();
  const question = db
    .insert(s.surveyQuestions)
    .values({ surveyId: survey.id, position: 0, type: 'multiple_choice', question: 'Which?', options: ['A', 'B'] })
    .returning()
    .get();

  const rows: Array<[string, () => unknown]> = [
    ['users', () => db.select().from(s.users).where(eq(s.users.id, user.id)).get()],
    [
      'otp_codes',
      () =>
        db
          .insert(s.otpCodes)
          .values({ userId: user.id, codeHash: 'h', expiresAt: new Date(), createdAt: new Date() })
          .returning()
          .get(),
    ],
    [
      'refresh_tokens',
      () =>
        db
          .insert(s.refreshTokens)
          .values({ userId: user.id, familyId: 'f', tokenHash: 'th', expiresAt: new Date(), createdAt: new Date() })
          .returning()
          .get(),
    ],
    ['categories', () => category],
    ['businesses', () => business],
    ['products', () => product],
    ['reviews', () => review],
    ['product_reviews', () => productReview],
    [
      'product_review_votes',
      () =>
        db
          .insert(s.productReviewVotes)
          .values({ reviewId: productReview.id, userId: user.id, direction: 'up' })
          .returning()
          .get(),
    ],
    [
      'messages',
      () =>
        db
          .insert(s.messages)
          .values({ email: 'a@b.c', subject: 'Hello there', content: 'A message body' })
          .returning()
          .get(),
    ],
    ['searches', () => search],
    ['leads', () => lead],
    [
      'bids',
      () =>
        db
          .insert(s.bids)
          .values({
            leadId: lead.id,
            searchId: search.id,
            businessId: business.id,
            amount: 200_000,
            message: 'We can',
            estimatedDuration: '2 days',
          })
          .returning()
          .get(),
    ],
    [
      'reports',
      () =>
        db
          .insert(s.reports)
          .values({ reporterId: buyer.id, targetType: 'review', reportedReviewId: review.id, reason: 'spam' })
          .returning()
          .get(),
    ],
    [
      'deliveries',
      () =>
        db
          .insert(s.deliveries)
          .values({
            businessId: business.id,
            receiverName: 'Kato',
            receiverNumber: '+256700000001',
            fare: 15_000,
            itemName: 'Cake',
            deliveryAddress: 'Gulu town',
          })
          .returning()
          .get(),
    ],
    ['surveys', () => survey],
    ['survey_questions', () => question],
    [
      'survey_responses',
      () =>
        db
          .insert(s.surveyResponses)
          .values({ surveyId: survey.id, answers: { [question.id]: 'A' } })
          .returning()
          .get(),
    ],
    [
      'business_visits',
      () =>
        db
          .insert(s.businessVisits)
          .values({ businessId: business.id, visitorKey: 'v', day: '2026-11-21' })
          .returning()
          .get(),
    ],
    [
      'audit_log',
      () =>
        db
          .insert(s.auditLog)
          .values({ actorId: user.id, action: 'suspend', targetType: 'user', targetId: buyer.id })
          .returning()
          .get(),
    ],
    [
      'applied_mutations',
      () =>
        db
          .insert(s.appliedMutations)
          .values({ userId: user.id, mutationId: 'm1', name: 'review.create', argsHash: 'x', result: { id: 1 } })
          .returning()
          .get(),
    ],
  ];
  for (const [table, make] of rows) {
    it(table, () => {
      const row = make() as Record<string, unknown>;
      expect(row).toBeTruthy();
      expect(Object.values(row).some((v) => v !== null && v !== undefined)).toBe(true);
    });
  }

  it('keeps JSON columns and booleans as values', () => {
    expect(db.select().from(s.surveyQuestions).where(eq(s.surveyQuestions.id, question.id)).get()?.options).toEqual([
      'A',
      'B',
    ]);
    expect(db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get()?.isActive).toBe(true);
  });
});

describe('the full-text index and derived columns follow the data', () => {
  it('finds a business by a word of a product name, and stops after the product is renamed', () => {
    const owner = db
      .insert(s.users)
      .values({ firstName: 'K', lastName: 'W', email: 'kw@example.com', role: 'VENDOR' })
      .returning()
      .get();
    const category = db.insert(s.categories).values({ name: 'Auto Repair', tags: 'Tyres' }).returning().get();
    const business = db
      .insert(s.businesses)
      .values({ ownerId: owner.id, categoryId: category.id, name: 'Mukwano Garage' })
      .returning()
      .get();
    const product = db
      .insert(s.products)
      .values({ businessId: business.id, name: 'Wheel alignment', minPrice: 30_000, maxPrice: 50_000 })
      .returning()
      .get();
    expect(ftsIds('alignment')).toContain(business.id);
    db.update(s.products).set({ name: 'Engine tune-up' }).where(eq(s.products.id, product.id)).run();
    expect(ftsIds('alignment')).not.toContain(business.id);
    expect(ftsIds('engine')).toContain(business.id);
    expect(ftsIds('"auto repair"')).toContain(business.id);
    db.update(s.categories).set({ name: 'Car Care' }).where(eq(s.categories.id, category.id)).run();
    expect(ftsIds('"auto repair"')).not.toContain(business.id);
    const after = db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get();
    expect(after).toMatchObject({ minPrice: 30_000, maxPrice: 50_000, productCount: 1 });
    db.delete(s.businesses).where(eq(s.businesses.id, business.id)).run();
    expect(ftsIds('engine')).not.toContain(business.id);
  });

  it('stamps versions from one counter and leaves tombstones', () => {
    const before = db.select().from(s.syncCounter).get()!.value;
    const owner = db
      .insert(s.users)
      .values({ firstName: 'V', lastName: 'X', email: 'vx@example.com', role: 'VENDOR' })
      .returning()
      .get();
    const category = db.select().from(s.categories).limit(1).get()!;
    const business = db
      .insert(s.businesses)
      .values({ ownerId: owner.id, categoryId: category.id, name: 'Versioned' })
      .returning()
      .get();
    const stamped = db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get()!;
    expect(stamped.version).toBeGreaterThan(before);
    db.run(sql`update businesses set visits = visits + 1 where id = ${business.id}`);
    expect(db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get()!.version).toBe(stamped.version);
    db.update(s.businesses).set({ name: 'Renamed' }).where(eq(s.businesses.id, business.id)).run();
    const renamed = db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get()!;
    expect(renamed.version).toBeGreaterThan(stamped.version);
    // the same values written again (a form saved unchanged): no new version, nothing to pull
    const counter = db.select().from(s.syncCounter).get()!.value;
    db.update(s.businesses)
      .set({ name: 'Renamed', tagline: renamed.tagline, rating: renamed.rating, isActive: true })
      .where(eq(s.businesses.id, business.id))
      .run();
    expect(db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get()!.version).toBe(renamed.version);
    expect(db.select().from(s.syncCounter).get()!.value).toBe(counter);
    // a NULL becoming a value is a change
    db.update(s.businesses).set({ website: 'https://versioned.ug' }).where(eq(s.businesses.id, business.id)).run();
    expect(db.select().from(s.businesses).where(eq(s.businesses.id, business.id)).get()!.version).toBeGreaterThan(
      renamed.version,
    );
    db.delete(s.businesses).where(eq(s.businesses.id, business.id)).run();
    const tomb = db.select().from(s.tombstones).where(eq(s.tombstones.entityId, business.id)).all();
    expect(tomb.some((t) => t.entity === 'businesses' && t.version > renamed.version)).toBe(true);
  });
});
