/**
 * What the directory kept on this device takes, per offline area and for what the user opened
 * (the data meter in Settings). IndexedDB reports no size per record, so a record counts as its
 * JSON length: close to what it takes on disk, and the same measure for every part.
 */
import { t } from '@lingui/core/macro';
import { db, type StoredBusiness } from './db';

export type HeldPart = { name: string; businesses: number; bytes: number };

async function measure(name: string, businesses: StoredBusiness[]): Promise<HeldPart> {
  const ids = businesses.map((b) => b.id);
  const reviews = ids.length ? await db.reviews.where('businessId').anyOf(ids).toArray() : [];
  const bytes = [...businesses, ...reviews].reduce((sum, r) => sum + JSON.stringify(r).length, 0);
  return { name, businesses: businesses.length, bytes };
}

/** Each chosen area, then everything else held ("Opened on this phone", or the whole directory). */
export async function heldParts(): Promise<HeldPart[]> {
  const districts = (await db.areas.toCollection().primaryKeys()).map(String);
  const parts: HeldPart[] = [];
  for (const district of districts)
    parts.push(await measure(district, await db.businesses.where('district').equals(district).toArray()));
  const rest = await db.businesses.filter((b) => !districts.includes(b.district ?? '')).toArray();
  const whole = (await db.meta.get('mode'))?.value === 'whole';
  parts.push(await measure(whole ? t`All of Uganda` : t`Opened on this phone`, rest));
  return parts;
}

/** Frees what the user opened (views and listings), keeping areas, own data and the outbox. */
export async function freeOpened(): Promise<void> {
  await db.transaction('rw', [db.seen, db.listings], async () => {
    await db.seen.clear();
    await db.listings.clear();
  });
}
