import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productReviews, products, users } from '../../../db/schema';
import { smallImagePath } from '../../../sync/image-path';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { uploadFile } from './image-store';
import { UPLOAD_GRACE_MS, sweepUploads } from './sweep-uploads';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

async function upload(): Promise<string> {
  const res = await t.request('POST', '/api/uploads', {
    token: w.tokens.vendor,
    form: formOf({ image: fileOf(await pngBytes(), 'photo.png') }),
  });
  expect(res.status).toBe(201);
  return (res.data as { image: string }).image;
}

async function putLogo(): Promise<string> {
  const res = await t.request('PUT', `/api/businesses/${w.business.id}`, {
    token: w.tokens.vendor,
    form: formOf({ logo: fileOf(await pngBytes(), 'logo.png') }),
  });
  expect(res.status).toBe(200);
  return (res.data as { business: { logo: string } }).business.logo;
}

const stored = (path: string) =>
  existsSync(uploadFile(t.deps, path)) && existsSync(uploadFile(t.deps, smallImagePath(path)));

describe('sweepUploads', () => {
  it('removes images no row references once past the grace period, both sizes, and keeps every referenced one', async () => {
    const [avatar, categoryImage, productImage, reviewPhoto, abandoned] = await Promise.all(
      Array.from({ length: 5 }, upload),
    );
    await t.db.update(users).set({ avatar }).where(eq(users.id, w.ids.user));
    await t.db.update(categories).set({ image: categoryImage }).where(eq(categories.id, w.category.id));
    // a logo replaced through the API: the old file is left to the sweep
    const [oldLogo, newLogo] = [await putLogo(), await putLogo()];
    expect(oldLogo).not.toBe(newLogo);
    await t.db.insert(products).values({ businessId: w.business.id, name: 'Tap', price: 5000, image: productImage });
    await t.db
      .insert(productReviews)
      .values({ userId: w.ids.user, categoryId: w.category.id, name: 'Tap', rating: 5, image: reviewPhoto });

    // 1. within the grace period nothing goes: an offline write may still reference an upload
    expect(await sweepUploads(t.deps)).toMatchObject({ removed: 0 });
    expect(stored(abandoned!) && stored(oldLogo!)).toBe(true);

    // 2. past it, the unreferenced files go (large and small), the referenced stay
    t.clock.advance(UPLOAD_GRACE_MS + 60_000);
    const result = await sweepUploads(t.deps);
    expect(result.removed).toBe(4);
    expect(stored(abandoned!)).toBe(false);
    expect(stored(oldLogo!)).toBe(false);
    for (const kept of [avatar, categoryImage, newLogo, productImage, reviewPhoto]) expect(stored(kept!)).toBe(true);
    expect(readdirSync(t.deps.config.uploadDir)).toHaveLength(10);
  });

  it('does nothing when no image was ever stored', async () => {
    const fresh = createTestApp();
    try {
      expect(await sweepUploads(fresh.deps)).toEqual({ removed: 0, kept: 0 });
    } finally {
      await fresh.close();
    }
  });
});
