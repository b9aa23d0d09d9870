/**
 * A small world for API tests of the signed-in areas: one category, two customers, two vendors
 * with a business each (same category), an admin, and factories that insert rows directly at
 * the test clock's time so every test builds exactly the state it needs.
 */
import { eq } from 'drizzle-orm';
import {
  bids,
  businesses,
  categories,
  deliveries,
  leads,
  reports,
  reviews,
  searches,
  surveyQuestions,
  surveys,
  users,
} from '../../db/schema';
import type { TestApp } from './test-app';
import { firstRow } from '../../db/query';

const DAY = 86_400_000;
let sequence = 0;

export const PERSONAS = ['anonymous', 'user', 'otherUser', 'vendor', 'otherVendor', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export async function createWorld(t: TestApp) {
  const at = () => new Date(t.clock.now());
  const category = await firstRow(
    t.db
      .insert(categories)
      .values({ name: `Plumbing ${++sequence}`, description: 'Pipes and taps', tags: 'Repairs, Installation' })
      .returning(),
  );
  const n = sequence;
  const user = await t.registerAndSignIn(`user${n}@world.test`, 'USER', 'Ursula');
  const otherUser = await t.registerAndSignIn(`other-user${n}@world.test`, 'USER', 'Oscar');
  const vendor = await t.registerAndSignIn(`vendor${n}@world.test`, 'VENDOR', 'Vera');
  const otherVendor = await t.registerAndSignIn(`other-vendor${n}@world.test`, 'VENDOR', 'Victor');
  const admin = await t.registerAndSignIn(`admin${n}@world.test`, 'USER', 'Ada');
  await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.user.id));

  const newBusiness = async (ownerId: number, name: string, values: Partial<typeof businesses.$inferInsert> = {}) =>
    await firstRow(
      t.db
        .insert(businesses)
        .values({
          ownerId,
          categoryId: category.id,
          name,
          city: 'Ntinda',
          district: 'Kampala',
          createdAt: at(),
          updatedAt: at(),
          ...values,
        })
        .returning(),
    );
  const business = await newBusiness(vendor.user.id, 'Vera Plumbing');
  const otherBusiness = await newBusiness(otherVendor.user.id, 'Victor Pipes');

  const tokens: Record<Persona, string | null> = {
    anonymous: null,
    user: user.accessToken,
    otherUser: otherUser.accessToken,
    vendor: vendor.accessToken,
    otherVendor: otherVendor.accessToken,
    admin: admin.accessToken,
  };
  const emails: Record<Exclude<Persona, 'anonymous'>, string> = {
    user: `user${n}@world.test`,
    otherUser: `other-user${n}@world.test`,
    vendor: `vendor${n}@world.test`,
    otherVendor: `other-vendor${n}@world.test`,
    admin: `admin${n}@world.test`,
  };
  /** Access tokens live 15 minutes: after moving the clock far, sign the personas in again. */
  async function signInAgain(...who: Exclude<Persona, 'anonymous'>[]) {
    for (const p of who) tokens[p] = (await t.signIn(emails[p])).accessToken;
  }
  const ids = {
    user: user.user.id,
    otherUser: otherUser.user.id,
    vendor: vendor.user.id,
    otherVendor: otherVendor.user.id,
    admin: admin.user.id,
  };

  /** A request of the customer with a NEW lead for each business, created when the request is. */
  async function newSearch(values: Partial<typeof searches.$inferInsert> = {}) {
    const search = await firstRow(
      t.db
        .insert(searches)
        .values({
          userId: ids.user,
          categoryId: category.id,
          query: 'Fix a leaking tap',
          budget: 50_000,
          expiresAt: new Date(t.clock.now() + 7 * DAY),
          createdAt: at(),
          updatedAt: at(),
          ...values,
        })
        .returning(),
    );
    const leadAt = search.createdAt;
    const lead = await firstRow(
      t.db
        .insert(leads)
        .values({ searchId: search.id, businessId: business.id, createdAt: leadAt, updatedAt: leadAt })
        .returning(),
    );
    const otherLead = await firstRow(
      t.db
        .insert(leads)
        .values({ searchId: search.id, businessId: otherBusiness.id, createdAt: leadAt, updatedAt: leadAt })
        .returning(),
    );
    return { search, lead, otherLead };
  }

  async function newBid(lead: typeof leads.$inferSelect, values: Partial<typeof bids.$inferInsert> = {}) {
    await t.db.update(leads).set({ status: 'BID_SENT' }).where(eq(leads.id, lead.id));
    return await firstRow(
      t.db
        .insert(bids)
        .values({
          leadId: lead.id,
          searchId: lead.searchId,
          businessId: lead.businessId,
          amount: 45_000,
          message: 'We can come tomorrow',
          estimatedDuration: '1 day',
          createdAt: at(),
          updatedAt: at(),
          ...values,
        })
        .returning(),
    );
  }

  async function newDelivery(values: Partial<typeof deliveries.$inferInsert> = {}) {
    return await firstRow(
      t.db
        .insert(deliveries)
        .values({
          businessId: business.id,
          receiverName: 'Rita',
          receiverNumber: '+256700111222',
          fare: 5000,
          itemName: 'Cake',
          deliveryAddress: 'Plot 1, Kampala Road',
          createdAt: at(),
          updatedAt: at(),
          ...values,
        })
        .returning(),
    );
  }

  async function newSurvey(values: Partial<typeof surveys.$inferInsert> = {}) {
    const survey = await firstRow(
      t.db
        .insert(surveys)
        .values({ name: 'Service feedback', createdAt: at(), updatedAt: at(), ...values })
        .returning(),
    );
    const question = await firstRow(
      t.db
        .insert(surveyQuestions)
        .values({
          surveyId: survey.id,
          position: 0,
          type: 'rating',
          question: 'How was it?',
          required: true,
          createdAt: at(),
          updatedAt: at(),
        })
        .returning(),
    );
    return { survey, question };
  }

  async function newUser(values: Partial<typeof users.$inferInsert> = {}) {
    const n = ++sequence;
    return await firstRow(
      t.db
        .insert(users)
        .values({
          firstName: 'Fresh',
          lastName: `Person${n}`,
          email: `fresh${n}@world.test`,
          createdAt: at(),
          updatedAt: at(),
          ...values,
        })
        .returning(),
    );
  }

  async function newReview(values: Partial<typeof reviews.$inferInsert> = {}) {
    return await firstRow(
      t.db
        .insert(reviews)
        .values({
          businessId: business.id,
          userId: ids.user,
          rating: 4,
          comment: 'Good work',
          createdAt: at(),
          updatedAt: at(),
          ...values,
        })
        .returning(),
    );
  }

  async function newReport(values: Partial<typeof reports.$inferInsert> = {}) {
    return await firstRow(
      t.db
        .insert(reports)
        .values({
          reporterId: ids.user,
          targetType: 'user',
          reason: 'spam',
          createdAt: at(),
          updatedAt: at(),
          ...values,
          reportedUserId: values.reportedUserId ?? (await newUser()).id,
        })
        .returning(),
    );
  }

  return {
    t,
    category,
    business,
    otherBusiness,
    tokens,
    emails,
    signInAgain,
    ids,
    newBusiness,
    newSearch,
    newBid,
    newDelivery,
    newSurvey,
    newUser,
    newReview,
    newReport,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
