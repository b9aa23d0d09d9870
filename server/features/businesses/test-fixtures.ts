/**
 * Rows for API tests, inserted straight into the test database (fast and independent of the
 * demo data), and signed-in accounts made through the real sign-in flow.
 */
import { eq } from 'drizzle-orm';
import { businesses, categories, productReviews, products, reviews, users } from '../../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { firstRow } from '../../../db/query';

let serial = 0;
const next = () => ++serial;

export async function insertCategory(
  t: TestApp,
  name = `Category ${next()}`,
  extra: Partial<typeof categories.$inferInsert> = {},
) {
  return (
    await firstRow(
      t.db
        .insert(categories)
        .values({ name, description: `${name} services`, ...extra })
        .returning(),
    )
  ).id;
}

export async function insertUser(t: TestApp, role: 'USER' | 'VENDOR' | 'ADMIN' = 'VENDOR') {
  const n = next();
  return (
    await firstRow(
      t.db
        .insert(users)
        .values({ firstName: `First${n}`, lastName: `Last${n}`, email: `fixture${n}@example.com`, role })
        .returning(),
    )
  ).id;
}

export async function insertBusiness(
  t: TestApp,
  values: Partial<typeof businesses.$inferInsert> & { categoryId: number },
): Promise<number> {
  return (
    await firstRow(
      t.db
        .insert(businesses)
        .values({ name: `Business ${next()}`, ownerId: values.ownerId ?? (await insertUser(t)), ...values })
        .returning(),
    )
  ).id;
}

export async function insertProduct(
  t: TestApp,
  businessId: number,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<number> {
  return (
    await firstRow(
      t.db
        .insert(products)
        .values({ businessId, name: `Product ${next()}`, ...values })
        .returning(),
    )
  ).id;
}

export async function insertReview(
  t: TestApp,
  values: Partial<typeof reviews.$inferInsert> & { businessId: number },
): Promise<number> {
  return (
    await firstRow(
      t.db
        .insert(reviews)
        .values({ userId: values.userId ?? (await insertUser(t, 'USER')), rating: 4, ...values })
        .returning(),
    )
  ).id;
}

/** A published (approved) product review, unless `status` says otherwise. */
export async function insertProductReview(
  t: TestApp,
  values: Partial<typeof productReviews.$inferInsert> & { userId: number; categoryId: number },
): Promise<number> {
  return (
    await firstRow(
      t.db
        .insert(productReviews)
        .values({ name: `Reviewed thing ${next()}`, rating: 4, status: 'APPROVED', ...values })
        .returning(),
    )
  ).id;
}

export type Account = { id: number; token: string };

/** A signed-in account of any role; admins are promoted after registering, as `npm run admin` does. */
export async function account(
  t: TestApp,
  role: 'USER' | 'VENDOR' | 'ADMIN',
  email = `${role.toLowerCase()}${next()}@test.ug`,
): Promise<Account> {
  const session = await t.registerAndSignIn(email, role === 'ADMIN' ? 'USER' : role);
  if (role === 'ADMIN') await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, session.user.id));
  return { id: session.user.id, token: session.accessToken };
}
