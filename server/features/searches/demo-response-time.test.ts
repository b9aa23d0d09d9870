/**
 * The demo shows a response time that its data bears out (docs/product.md "Response time"): the
 * demo vendor's business keeps the median of its seeded quotes, as the server computes it.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { businesses } from '../../../db/schema';
import { DEMO_BUSINESS_NAME, seedDemo } from '../../../db/seed';
import { firstRow } from '../../../db/query';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { medianResponseMinutes } from './response-time';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

it("the demo vendor's response time is the median of its seeded quotes, shown as within an hour", async () => {
  const now = t.clock.now();
  await seedDemo(t.db, { now });
  const business = (await firstRow(t.db.select().from(businesses).where(eq(businesses.name, DEMO_BUSINESS_NAME))))!;
  expect(business.responseMinutes).toBe(43);
  expect(await medianResponseMinutes(t.db, business.id, now)).toBe(business.responseMinutes);
});
