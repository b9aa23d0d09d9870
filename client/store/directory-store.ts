/**
 * Reading the directory out of IndexedDB (the rules are in directory-query.ts).
 *  1. A page with no need and no budget comes through its sort's index: the first `offset + limit`
 *     records in index order, or, within a category, the index's primary keys (keys only, nothing
 *     decoded) narrowed to the category's, then the page's records alone.
 *  2. Anything else scans every business. The decoded array stays in memory until a write to the
 *     businesses commits (in this tab, another tab or a worker: Dexie's `storagemutated`), so typing
 *     in the search box filters an array instead of reading 10,000 records per key press.
 *  3. A screen may read its page ahead, from its first render: a live query only starts after the
 *     screen's first commit and a timer, and this answer can be shown meanwhile.
 */
import Dexie from 'dexie';
import { db, type StoredBusiness } from './db';
import { filterBusinesses, indexedSort, type BusinessFilter, type IndexedSort } from './directory-query';

/** `fallback`: the need fit nothing in the category, so these are its businesses (directory-query.ts). */
export type FoundBusinesses = { businesses: StoredBusiness[]; total: number; fallback?: boolean };

let generation = 0;
const ahead = new Map<string, { generation: number; value?: unknown }>();
let scanned: { generation: number; rows: StoredBusiness[] } | null = null;

Dexie.on('storagemutated', (parts) => {
  const prefix = `idb://${db.name}/businesses/`;
  if (Object.keys(parts).some((key) => key.startsWith(prefix))) generation++;
});

export async function findBusinesses(filter: BusinessFilter): Promise<FoundBusinesses> {
  const index = indexedSort(filter);
  if (index) return indexedPage(index, filter);
  const categories = await db.categories.toArray();
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return filterBusinesses(await allBusinesses(), filter, names);
}

// 1.
async function indexedPage(index: IndexedSort, filter: BusinessFilter): Promise<FoundBusinesses> {
  const offset = filter.offset ?? 0;
  const end = offset + (filter.limit ?? 0);
  // a Collection's limit() changes that collection: each read orders its own
  const ordered = () => db.businesses.orderBy(`order.${index}`);
  if (filter.categoryId === undefined) {
    const [rows, total] = await Promise.all([ordered().limit(end).toArray(), ordered().count()]);
    return { businesses: rows.slice(offset), total };
  }
  const [ids, members] = await Promise.all([
    ordered().primaryKeys(),
    db.businesses.where('categoryId').equals(filter.categoryId).primaryKeys(),
  ]);
  const inCategory = new Set(members);
  const matching = ids.filter((id) => inCategory.has(id));
  const rows = await db.businesses.bulkGet(matching.slice(offset, end));
  return { businesses: rows.filter((b): b is StoredBusiness => b !== undefined), total: matching.length };
}

// 2.
async function allBusinesses(): Promise<StoredBusiness[]> {
  if (scanned?.generation === generation) {
    // a read of the table all the same (a count, nothing decoded): a live query answered from the
    // array then still follows the writes to the businesses
    await db.businesses.count();
    return scanned.rows;
  }
  const at = generation;
  const rows = await db.businesses.toArray();
  // a write that committed during the read has moved `generation`: the next read starts over
  scanned = { generation: at, rows };
  return rows;
}

// 3.
/** The answer of `read` if an earlier call with this key finished with no write since; else starts it. */
export function readAhead<T>(key: string, read: () => Promise<T>): T | undefined {
  const entry = ahead.get(key);
  if (entry?.generation === generation) return entry.value as T | undefined;
  if (ahead.size >= 20) ahead.clear();
  const started: { generation: number; value?: unknown } = { generation };
  ahead.set(key, started);
  read().then(
    (value) => (started.value = value),
    () => ahead.delete(key),
  );
  return undefined;
}
