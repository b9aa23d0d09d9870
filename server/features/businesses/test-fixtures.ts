/**
 * Rows for API tests, inserted straight into the test database (fast and independent of the
 * demo data), and signed-in accounts made through the real sign-in flow.
 */
import { eq } from 'drizzle-orm';
import { businesses, categories, productReviews, products, reviews, users } from '../../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';

let serial = 0;
const next = () => ++serial;

export function insertCategory(
  t: TestApp,
  name = `Category ${next()}`,
  extra: Partial<typeof categories.$inferInsert> = {},
) {
  return t.db
    .insert(categories)
    .values({ name, description: `${name} services`, ...extra })
    .returning()
    .get().id;
}

export function insertUser(t: TestApp, role: 'USER' | 'VENDOR' | 'ADMIN' = 'VENDOR') {
  const n = next();
  return t.db
    .insert(users)
    .values({ firstName: `First${n}`, lastName: `Last${n}`, email: `fixture${n}@example.com`, role })
    .returning()
    .get().id;
}

export function insertBusiness(
  t: TestApp,
  values: Partial<typeof businesses.$inferInsert> & { categoryId: number },
): number {
  return t.db
    .insert(businesses)
    .values({ name: `Business ${next()}`, ownerId: values.ownerId ?? insertUser(t), ...values })
    .returning()
    .get().id;
}

export function insertProduct(
  t: TestApp,
  businessId: number,
  values: Partial<typeof products.$inferInsert> = {},
): number {
  return t.db
    .insert(products)
    .values({ businessId, name: `Product ${next()}`, ...values })
    .returning()
    .get().id;
}

export function insertReview(
  t: TestApp,
  values: Partial<typeof reviews.$inferInsert> & { businessId: number },
): number {
  return t.db
    .insert(reviews)
    .values({ userId: values.userId ?? insertUser(t, 'USER'), rating: 4, ...values })
    .returning()
    .get().id;
}

/** A published (approved) product review, unless `status` says otherwise. */
export function insertProductReview(
  t: TestApp,
  values: Partial<typeof productReviews.$inferInsert> & { userId: number; categoryId: number },
): number {
  return t.db
    .insert(productReviews)
    .values({ name: `Reviewed thing ${next()}`, rating: 4, status: 'APPROVED', ...values })
    .returning()
    .get().id;
}

export type Account = { id: number; token: string };

/** A signed-in account of any role; admins are promoted after registering, as `npm run admin` does. */
export async function account(
  t: TestApp,
  role: 'USER' | 'VENDOR' | 'ADMIN',
  email = `${role.toLowerCase()}${next()}@test.ug`,
): Promise<Account> {
  const session = await t.registerAndSignIn(email, role === 'ADMIN' ? 'USER' : role);
  if (role === 'ADMIN') t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, session.user.id)).run();
  return { id: session.user.id, token: session.accessToken };
}
