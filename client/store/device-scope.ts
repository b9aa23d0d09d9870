/**
 * What a device keeps of the directory (docs/decisions/007-what-a-device-keeps.md).
 *  1. A small directory, its areas together under SMALL_DIRECTORY_BYTES as sent, is kept whole as
 *     before: mode 'whole', the whole-directory pull. A device that already held the whole
 *     directory (a pull cursor from before this module) stays whole too; the /sync page shows that
 *     as the "All of Uganda" area, which the user can remove.
 *  2. Otherwise mode 'scoped': the categories scope (categories and the account's own data), the
 *     areas the user chose, each with its own cursor (pull.ts), and what the user opened online
 *     (seen-first.ts): profiles, kept SEEN_KEEP_MS after the last view, and listings, kept
 *     LISTING_KEEP_MS after they were fetched.
 *  3. After a scoped sync, and when an area is removed, a business that nothing keeps leaves the
 *     device with its reviews. When storage runs out, listings go first, then the oldest views;
 *     the outbox and the account's own data are never evicted.
 */
import type { ApiAnswers } from '../../sync/api-contract';
import { SMALL_DIRECTORY_BYTES } from '../../sync/protocol';
import { isListedDistrict, matchDistrict } from '../../sync/places';
import { db, getMeta, setMeta, type AreaRow } from './db';
import { request } from '../lib/connectivity';

export type DeviceMode = 'whole' | 'scoped';
export type OfferedAreas = ApiAnswers['GET /sync/areas'];
export type OfferedArea = OfferedAreas['areas'][number];

export const SEEN_KEEP_MS = 30 * 86_400_000;
/** How long a scoped device goes by the server's category counts before asking again. */
const CATEGORY_COUNTS_MS = 6 * 3_600_000;
export const LISTING_KEEP_MS = 7 * 86_400_000;

/** GET /api/sync/areas: the districts a device can keep, with their size as sent. */
export async function fetchAreas(): Promise<OfferedAreas> {
  const res = await request('/api/sync/areas');
  if (!res.ok) throw new Error(`The server answered ${res.status}`);
  return (await res.json()) as ApiAnswers['GET /sync/areas'];
}

// 1.
/** The device's mode, decided on its first sync (asks the server how big the directory is). */
export async function deviceMode(): Promise<DeviceMode> {
  const mode = await getMeta<DeviceMode | null>('mode', null);
  if (mode) return mode;
  const decided: DeviceMode =
    (await getMeta('cursor', 0)) > 0 || (await fetchAreas()).total.bytes <= SMALL_DIRECTORY_BYTES ? 'whole' : 'scoped';
  await setMeta('mode', decided);
  return decided;
}

/** The mode without asking the server: null before the first sync decided it. */
export function storedMode(): Promise<DeviceMode | null> {
  return getMeta<DeviceMode | null>('mode', null);
}

/**
 * "All of Uganda" on or off. On: the whole-directory pull from the start (what the device holds
 * is simply overwritten). Off: the categories scope goes on from the whole pull's cursor (its
 * categories are current up to there) and everything no area or view keeps is dropped.
 */
export async function keepWholeDirectory(on: boolean): Promise<void> {
  if (on) {
    await db.meta.bulkPut([
      { key: 'mode', value: 'whole' },
      { key: 'cursor', value: 0 },
    ]);
    return;
  }
  await db.meta.bulkPut([
    { key: 'mode', value: 'scoped' },
    { key: 'baseCursor', value: await getMeta('cursor', 0) },
    { key: 'cursor', value: 0 },
  ]);
  await evictUnkept();
}

// 2.
/** Adds an offline area; the next sync downloads it. */
export async function addArea(area: OfferedArea): Promise<void> {
  const row: AreaRow = { ...area, cursor: 0, addedAt: Date.now(), syncedAt: null };
  await db.areas.put(row);
}

/**
 * An area chosen before districts came from one list (docs/product.md "Places") may carry an old
 * spelling ("Kampala District"), which the server no longer knows: its businesses now name the
 * listed district. Such an area becomes the listed one before a pull, downloaded again from the
 * start (its businesses were renamed, so they come again under the new name). An area that names
 * no district on the list is left as it is.
 */
export async function renameOldAreas(): Promise<void> {
  await db.transaction('rw', db.areas, async () => {
    for (const area of await db.areas.toArray()) {
      const listed = isListedDistrict(area.district) ? undefined : matchDistrict(area.district);
      if (!listed) continue;
      await db.areas.delete(area.district);
      if (!(await db.areas.get(listed))) await db.areas.put({ ...area, district: listed, cursor: 0, syncedAt: null });
    }
  });
}

export async function removeArea(district: string): Promise<void> {
  await db.areas.delete(district);
  await evictUnkept();
}

/**
 * A scoped device cannot count a category's businesses itself: it keeps the server's counts
 * (GET /api/categories, the answer home also shows), asked again after CATEGORY_COUNTS_MS.
 */
export async function refreshCategoryCounts(now = Date.now()): Promise<void> {
  if (now - (await getMeta('categoryCountsAt', 0)) < CATEGORY_COUNTS_MS) return;
  // the counts are a nicety: without them a category shows what the phone holds, and the sync goes on
  const res = await request('/api/categories').catch(() => null);
  if (!res?.ok) return;
  const { categories } = (await res.json()) as ApiAnswers['GET /categories'];
  const counts = Object.fromEntries(categories.map((c) => [String(c.id), c._count.businesses]));
  await db.meta.bulkPut([
    { key: 'categoryCounts', value: counts },
    { key: 'categoryCountsAt', value: now },
  ]);
}

// 3.
/** Drops the businesses (and their reviews) that no area, recent view or fresh listing keeps. */
export async function evictUnkept(now = Date.now()): Promise<number> {
  if ((await storedMode()) !== 'scoped') return 0;
  return db.transaction('rw', [db.businesses, db.reviews, db.seen, db.listings, db.areas], async () => {
    await db.seen
      .where('seenAt')
      .below(now - SEEN_KEEP_MS)
      .delete();
    await db.listings
      .where('fetchedAt')
      .below(now - LISTING_KEEP_MS)
      .delete();
    const keep = new Set<number>(await db.seen.toCollection().primaryKeys());
    for (const listing of await db.listings.toArray()) for (const id of listing.ids) keep.add(id);
    const districts = (await db.areas.toCollection().primaryKeys()).map(String);
    const inAreas = districts.length ? await db.businesses.where('district').anyOf(districts).primaryKeys() : [];
    for (const id of inAreas) keep.add(id);
    const drop = (await db.businesses.toCollection().primaryKeys()).filter((id) => !keep.has(id));
    if (drop.length === 0) return 0;
    await db.businesses.bulkDelete(drop);
    await db.reviews.where('businessId').anyOf(drop).delete();
    return drop.length;
  });
}

/**
 * Storage ran out (a quota error): listings are dropped first, then the older half of the views,
 * then what they kept. Areas stay (the user chose them), and so do the outbox and own data.
 */
export async function evictForSpace(): Promise<number> {
  await db.listings.clear();
  const seen = await db.seen.orderBy('seenAt').primaryKeys();
  await db.seen.bulkDelete(seen.slice(0, Math.ceil(seen.length / 2)));
  return evictUnkept();
}

export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string; inner?: { name?: string } } | null)?.name;
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}
