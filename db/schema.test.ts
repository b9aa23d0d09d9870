import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './client';
import * as s from './schema';
import { rawAll, firstRow, rawRun } from './query';

const dir = mkdtempSync(join(tmpdir(), 'soko-schema-'));
copyFileSync(inject('templateDb'), join(dir, 'app.db'));
const db = openDatabase(join(dir, 'app.db'));
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const ftsIds = async (match: string) =>
  (await rawAll<{ rowid: number }>(db, sql`select rowid from business_fts where business_fts match ${match}`)).map(
    (r) => r.rowid,
  );

describe('every table round-trips through drizzle', async () => {
  const user = await firstRow(
    db
      .insert(s.users)
      .values({ firstName: 'Opio', lastName: 'Okello', email: 'opio@example.com', role: 'VENDOR' })
      .returning(),
  );
  const buyer = await firstRow(
    db.insert(s.users).values({ firstName: 'Atim', lastName: 'Achieng', email: 'atim@example.com' }).returning(),
  );
  const category = await firstRow(
    db.insert(s.categories).values({ name: 'Bakeries', emoji: '🎂', tags: 'Bread, Cakes' }).returning(),
  );
  const business = await firstRow(
    db
      .insert(s.businesses)
      .values({ ownerId: user.id, categoryId: category.id, name: 'Gulu Bread House', city: 'Gulu', district: 'Gulu' })
      .returning(),
  );
  const product = await firstRow(
    db
      .insert(s.products)
      .values({ businessId: business.id, name: 'Wedding cake', minPrice: 150_000, maxPrice: 600_000 })
      .returning(),
  );
  const search = await firstRow(
    db
      .insert(s.searches)
      .values({
        userId: buyer.id,
        categoryId: category.id,
        query: 'cake',
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning(),
  );
  const lead = await firstRow(db.insert(s.leads).values({ searchId: search.id, businessId: business.id }).returning());
  const review = await firstRow(
    db.insert(s.reviews).values({ businessId: business.id, userId: buyer.id, rating: 5 }).returning(),
  );
  const productReview = await firstRow(
    db
      .insert(s.productReviews)
      .values({ userId: buyer.id, categoryId: category.id, name: 'Oven', rating: 4 })
      .returning(),
  );
  const survey = await firstRow(db.insert(s.surveys).values({ name: 'Satisfaction' }).returning());
  const question = await firstRow(
    db
      .insert(s.surveyQuestions)
      .values({ surveyId: survey.id, position: 0, type: 'multiple_choice', question: 'Which?', options: ['A', 'B'] })
      .returning(),
  );

  const rows: Array<[string, () => unknown]> = [
    ['users', async () => await firstRow(db.select().from(s.users).where(eq(s.users.id, user.id)))],
    [
      'otp_codes',
      async () =>
        await firstRow(
          db
            .insert(s.otpCodes)
            .values({ userId: user.id, codeHash: 'h', expiresAt: new Date(), createdAt: new Date() })
            .returning(),
        ),
    ],
    [
      'refresh_tokens',
      async () =>
        await firstRow(
          db
            .insert(s.refreshTokens)
            .values({ userId: user.id, familyId: 'f', tokenHash: 'th', expiresAt: new Date(), createdAt: new Date() })
            .returning(),
        ),
    ],
    ['categories', () => category],
    ['businesses', () => business],
    ['products', () => product],
    ['reviews', () => review],
    ['product_reviews', () => productReview],
    [
      'product_review_votes',
      async () =>
        await firstRow(
          db
            .insert(s.productReviewVotes)
            .values({ reviewId: productReview.id, userId: user.id, direction: 'up' })
            .returning(),
        ),
    ],
    [
      'messages',
      async () =>
        await firstRow(
          db
            .insert(s.messages)
            .values({ email: 'a@b.c', subject: 'Hello there', content: 'A message body' })
            .returning(),
        ),
    ],
    ['searches', () => search],
    ['leads', () => lead],
    [
      'bids',
      async () =>
        await firstRow(
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
            .returning(),
        ),
    ],
    [
      'reports',
      async () =>
        await firstRow(
          db
            .insert(s.reports)
            .values({ reporterId: buyer.id, targetType: 'review', reportedReviewId: review.id, reason: 'spam' })
            .returning(),
        ),
    ],
    [
      'deliveries',
      async () =>
        await firstRow(
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
            .returning(),
        ),
    ],
    ['surveys', () => survey],
    ['survey_questions', () => question],
    [
      'survey_responses',
      async () =>
        await firstRow(
          db
            .insert(s.surveyResponses)
            .values({ surveyId: survey.id, answers: { [question.id]: 'A' } })
            .returning(),
        ),
    ],
    [
      'business_visits',
      async () =>
        await firstRow(
          db
            .insert(s.businessVisits)
            .values({ businessId: business.id, visitorKey: 'v', day: '2026-11-21' })
            .returning(),
        ),
    ],
    [
      'audit_log',
      async () =>
        await firstRow(
          db
            .insert(s.auditLog)
            .values({ actorId: user.id, action: 'suspend', targetType: 'user', targetId: buyer.id })
            .returning(),
        ),
    ],
    [
      'applied_mutations',
      async () =>
        await firstRow(
          db
            .insert(s.appliedMutations)
            .values({ userId: user.id, mutationId: 'm1', name: 'review.create', argsHash: 'x', result: { id: 1 } })
            .returning(),
        ),
    ],
  ];
  for (const [table, make] of rows) {
    it(table, async () => {
      const row = (await make()) as Record<string, unknown>;
      expect(row).toBeTruthy();
      expect(Object.values(row).some((v) => v !== null && v !== undefined)).toBe(true);
    });
  }

  it('keeps JSON columns and booleans as values', async () => {
    expect(
      (await firstRow(db.select().from(s.surveyQuestions).where(eq(s.surveyQuestions.id, question.id))))?.options,
    ).toEqual(['A', 'B']);
    expect((await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id))))?.isActive).toBe(
      true,
    );
  });
});

describe('the full-text index and derived columns follow the data', () => {
  it('finds a business by a word of a product name, and stops after the product is renamed', async () => {
    const owner = await firstRow(
      db.insert(s.users).values({ firstName: 'K', lastName: 'W', email: 'kw@example.com', role: 'VENDOR' }).returning(),
    );
    const category = await firstRow(db.insert(s.categories).values({ name: 'Auto Repair', tags: 'Tyres' }).returning());
    const business = await firstRow(
      db
        .insert(s.businesses)
        .values({ ownerId: owner.id, categoryId: category.id, name: 'Mukwano Garage' })
        .returning(),
    );
    const product = await firstRow(
      db
        .insert(s.products)
        .values({ businessId: business.id, name: 'Wheel alignment', minPrice: 30_000, maxPrice: 50_000 })
        .returning(),
    );
    expect(await ftsIds('alignment')).toContain(business.id);
    await db.update(s.products).set({ name: 'Engine tune-up' }).where(eq(s.products.id, product.id));
    expect(await ftsIds('alignment')).not.toContain(business.id);
    expect(await ftsIds('engine')).toContain(business.id);
    expect(await ftsIds('"auto repair"')).toContain(business.id);
    await db.update(s.categories).set({ name: 'Car Care' }).where(eq(s.categories.id, category.id));
    expect(await ftsIds('"auto repair"')).not.toContain(business.id);
    const after = await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id)));
    expect(after).toMatchObject({ minPrice: 30_000, maxPrice: 50_000, productCount: 1 });
    await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
    expect(await ftsIds('engine')).not.toContain(business.id);
  });

  it('stamps versions from one counter and leaves tombstones', async () => {
    const before = (await firstRow(db.select().from(s.syncCounter)))!.value;
    const owner = await firstRow(
      db.insert(s.users).values({ firstName: 'V', lastName: 'X', email: 'vx@example.com', role: 'VENDOR' }).returning(),
    );
    const category = (await firstRow(db.select().from(s.categories).limit(1)))!;
    const business = await firstRow(
      db.insert(s.businesses).values({ ownerId: owner.id, categoryId: category.id, name: 'Versioned' }).returning(),
    );
    const stamped = (await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id))))!;
    expect(stamped.version).toBeGreaterThan(before);
    await rawRun(db, sql`update businesses set visits = visits + 1 where id = ${business.id}`);
    expect((await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id))))!.version).toBe(
      stamped.version,
    );
    await db.update(s.businesses).set({ name: 'Renamed' }).where(eq(s.businesses.id, business.id));
    const renamed = (await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id))))!;
    expect(renamed.version).toBeGreaterThan(stamped.version);
    // the same values written again (a form saved unchanged): no new version, nothing to pull
    const counter = (await firstRow(db.select().from(s.syncCounter)))!.value;
    await db
      .update(s.businesses)
      .set({ name: 'Renamed', tagline: renamed.tagline, rating: renamed.rating, isActive: true })
      .where(eq(s.businesses.id, business.id));
    expect((await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id))))!.version).toBe(
      renamed.version,
    );
    expect((await firstRow(db.select().from(s.syncCounter)))!.value).toBe(counter);
    // a NULL becoming a value is a change
    await db.update(s.businesses).set({ website: 'https://versioned.ug' }).where(eq(s.businesses.id, business.id));
    expect(
      (await firstRow(db.select().from(s.businesses).where(eq(s.businesses.id, business.id))))!.version,
    ).toBeGreaterThan(renamed.version);
    await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
    const tomb = await db.select().from(s.tombstones).where(eq(s.tombstones.entityId, business.id));
    expect(tomb.some((t) => t.entity === 'businesses' && t.version > renamed.version)).toBe(true);
  });
});
