/**
 * What screens read: live queries over the device's store (they re-render when a pull or a write
 * changes the data). `undefined` means "still reading"; records have the API's JSON shapes
 * (sync/schemas/pull.ts), and writes waiting in the outbox are already laid over them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef } from 'react';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  CategoryRecord,
  DeliveryRecord,
  LeadRecord,
} from '../../sync/schemas/pull';
import { useSession } from '../lib/session';
import {
  db,
  getMeta,
  type MineRow,
  type MineSection,
  type StoredBusiness,
  type StoredCategory,
  type StoredEntry,
} from './db';
import type { BusinessFilter } from './directory-query';
import { findBusinesses, readAhead } from './directory-store';
import * as views from './local-views';
import { storedMode, type DeviceMode } from './device-scope';
import { accountEntries, useAccountId } from './sync-status';

export type { BusinessFilter } from './directory-query';
export { useSyncStatus } from './sync-status';
export type { EditedBusiness, EditedProduct, Local, ProductReviewView } from './local-views';

type SectionValue<S extends MineSection> = Extract<MineRow, { section: S }>['value'];

export async function section<S extends MineSection>(name: S): Promise<SectionValue<S> | undefined> {
  const row = await db.mine.get(name);
  return row?.value as SectionValue<S> | undefined;
}

/**
 * Whether the device holds this account's own data: pull-apply.ts writes it and the flag in one
 * transaction. The own-data hooks below check it inside their own query, so a screen never sees
 * the flag without the data (or the other way round) while a first signed-in pull lands.
 */
export async function holdsOwnData(userId: number): Promise<boolean> {
  return userId !== 0 && (await getMeta<number | null>('mineUserId', null)) === userId;
}

/**
 * True once the device holds this account's own data: screens then read the store (offline too,
 * with writes waiting to sync); before that they ask the API. Undefined while IndexedDB answers.
 */
export function useOwnDataReady(): boolean | undefined {
  const userId = useAccountId();
  return useLiveQuery(() => holdsOwnData(userId), [userId]);
}

function useAuthor(): views.Author | null {
  const { user } = useSession();
  return user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, avatar: user.avatar } : null;
}

function withCategory(b: StoredBusiness, categories: Map<number, StoredCategory>): BusinessRecord {
  const { text: _text, low: _low, high: _high, order: _order, ...record } = b;
  const c = categories.get(b.categoryId);
  return {
    ...record,
    category: { id: b.categoryId, name: c?.name ?? '', emoji: c?.emoji ?? '🏷️', image: c?.image ?? null },
  };
}

export async function categoryMap(): Promise<Map<number, StoredCategory>> {
  return new Map((await db.categories.toArray()).map((c) => [c.id, c]));
}

/**
 * How many active businesses a category has: counted on a device that keeps the whole directory,
 * the server's count on a scoped one (device-scope.ts), which holds only part of it.
 */
async function businessCounter(): Promise<(categoryId: number) => Promise<number>> {
  const local = (id: number) => db.businesses.where('categoryId').equals(id).count();
  if ((await storedMode()) !== 'scoped') return local;
  const counts = await getMeta<Record<string, number>>('categoryCounts', {});
  return async (id) => counts[String(id)] ?? local(id);
}

/**
 * The categories offered to the public, by name, each with its count of active businesses: a
 * deactivated one is left out (docs/product.md "Categories"), though it still names its
 * businesses' category (categoryMap).
 */
export function useCategories(): CategoryRecord[] | undefined {
  return useLiveQuery(async () => {
    const categories = (await db.categories.toArray()).filter((c) => c.isActive !== false);
    const count = await businessCounter();
    const counts = await Promise.all(categories.map((c) => count(c.id)));
    return categories
      .map((c, i) => ({ ...c, _count: { businesses: counts[i] ?? 0 } }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}

/**
 * The categories offered to the public, by name, without their counts: what a filter's choices
 * need. It reads the categories alone, so a pull page of businesses draws nothing again (counting
 * each category is a read per category, run again for every page a sync writes).
 */
export function useCategoryChoices(): StoredCategory[] | undefined {
  return useLiveQuery(async () =>
    (await db.categories.toArray()).filter((c) => c.isActive !== false).sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/**
 * One category (`isActive` false when deactivated), or null when the device does not know it. It
 * reads the category's row alone, so a pull page of businesses does not draw its page again.
 */
export function useCategory(id: number): StoredCategory | null | undefined {
  return useLiveQuery(async () => (await db.categories.get(id)) ?? null, [id]);
}

type DirectoryPage = { businesses: BusinessRecord[]; total: number; fallback?: boolean };

async function directoryPage(filter: BusinessFilter): Promise<DirectoryPage> {
  const [categories, found] = await Promise.all([categoryMap(), findBusinesses(filter)]);
  return {
    businesses: found.businesses.map((b) => withCategory(b, categories)),
    total: found.total,
    fallback: found.fallback,
  };
}

/** A record as JSON, written once per record object: what `keepUnchanged` compares. */
const asJson = new WeakMap<object, string>();
function json(record: object): string {
  let text = asJson.get(record);
  if (text === undefined) asJson.set(record, (text = JSON.stringify(record)));
  return text;
}

/**
 * `next`, with each record that reads as it did in `previous` kept as the same object, and
 * `previous` itself when nothing on the page changed. A pull page of other businesses then draws
 * nothing again, and a changed business only its own card (business-card.tsx is memoized). It
 * compares the page shown (at most its limit), never the store.
 */
function keepUnchanged(previous: DirectoryPage | undefined, next: DirectoryPage): DirectoryPage {
  if (!previous) return next;
  const before = new Map(previous.businesses.map((b) => [b.id, b]));
  const businesses = next.businesses.map((b) => {
    const old = before.get(b.id);
    return old && json(old) === json(b) ? old : b;
  });
  const same =
    previous.total === next.total &&
    previous.fallback === next.fallback &&
    businesses.length === previous.businesses.length &&
    businesses.every((b, i) => b === previous.businesses[i]);
  return same ? previous : { ...next, businesses };
}

/**
 * The directory: filtered, sorted and paged on the device (directory-store.ts). The page is read
 * ahead from the first render, so the grid can show it on its first commit; the live query then
 * keeps it current, and keeps its answer while the page reads the same (`keepUnchanged`).
 * `needed` false reads nothing (undefined): a list showing another answer (the server's copy of
 * the page, a scoped device's search online) does not read and decode the store again for each
 * page a sync writes.
 */
export function useBusinesses(filter: BusinessFilter, needed = true): DirectoryPage | undefined {
  const { categoryId, query, minPrice, maxPrice, sortBy, limit, offset } = filter;
  const deps = [categoryId, query, minPrice, maxPrice, sortBy, limit, offset, needed];
  const shown = useRef<DirectoryPage | undefined>(undefined);
  const read = () => directoryPage({ categoryId, query, minPrice, maxPrice, sortBy, limit, offset });
  const first = needed ? readAhead(JSON.stringify(deps), read) : undefined;
  return useLiveQuery(
    async () => (needed ? (shown.current = keepUnchanged(shown.current ?? first, await read())) : undefined),
    deps,
    first,
  );
}

/** A business (the owner also sees its own while inactive); null when unknown. */
export function useBusiness(id: number): BusinessRecord | null | undefined {
  return useLiveQuery(async () => {
    const own = await section('business');
    const stored = (await db.businesses.get(id)) ?? (own?.id === id ? own : undefined);
    return stored ? withCategory(stored, await categoryMap()) : null;
  }, [id]);
}

/** Approved reviews of a business, plus the author's own pending/refused one and any waiting one. */
export function useBusinessReviews(businessId: number): views.Local<BusinessReviewRecord>[] | undefined {
  const author = useAuthor();
  const userId = author?.id ?? 0;
  const result = useLiveQuery(async () => {
    const approved = await db.reviews.where('businessId').equals(businessId).toArray();
    const own = (await section('reviews')) ?? [];
    return { approved, own, entries: await accountEntries(userId) };
  }, [businessId, userId]);
  if (!result) return undefined;
  return views.businessReviews(businessId, result.approved, result.own, result.entries, author);
}

/** Every product review on the device, the author's waiting and not yet approved ones first, votes counted. */
export function useProductReviews(): views.ProductReviewView[] | undefined {
  const author = useAuthor();
  const userId = author?.id ?? 0;
  const result = useLiveQuery(async () => {
    const synced = await db.productReviews.orderBy('id').reverse().toArray();
    const own = (await section('productReviews')) ?? [];
    return { synced, own, votes: (await section('votes')) ?? [], entries: await accountEntries(userId) };
  }, [userId]);
  if (!result) return undefined;
  return views.productReviews(result.synced, result.votes, result.entries, author, result.own);
}

/** The leads of the vendor's business, with any quote waiting to sync; undefined until the device holds them. */
export function useMyLeads(businessId: number): views.Local<LeadRecord>[] | undefined {
  const userId = useAccountId();
  const result = useLiveQuery(async () => {
    if (!(await holdsOwnData(userId))) return undefined;
    const leads = (await section('leads')) ?? [];
    return { leads: leads.filter((l) => l.businessId === businessId), entries: await accountEntries(userId) };
  }, [businessId, userId]);
  if (!result) return undefined;
  // a request expires with time, not with a change the device would pull
  const now = new Date().toISOString();
  const current = result.leads.map((l) =>
    l.search.status === 'active' && l.search.expiresAt <= now
      ? { ...l, canBid: false, search: { ...l.search, status: 'expired' as const } }
      : l,
  );
  return views.leadsWithQuotes(current, result.entries);
}

/** The deliveries of the vendor's business, waiting ones first; undefined until the device holds them. */
export function useMyDeliveries(businessId: number): views.Local<DeliveryRecord>[] | undefined {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const result = useLiveQuery(async () => {
    if (!(await holdsOwnData(userId))) return undefined;
    const own = await section('business');
    return { synced: (await section('deliveries')) ?? [], entries: await accountEntries(userId), own };
  }, [businessId, userId]);
  if (!result) return undefined;
  const owner = { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' };
  const business = { name: result.own?.name ?? '', logo: result.own?.logo ?? null, owner };
  return views.deliveries(businessId, result.synced, result.entries, business);
}

/** The vendor's own business, even inactive; null when it has none; undefined until the device holds it. */
export function useMyBusiness(): BusinessRecord | null | undefined {
  const userId = useAccountId();
  return useLiveQuery(async () => {
    if (!(await holdsOwnData(userId))) return undefined;
    const own = await section('business');
    return own ? withCategory(own, await categoryMap()) : null;
  }, [userId]);
}

/**
 * A business of the vendor (from the store or the API) with its edits still in the outbox laid
 * over it, marked waiting or refused (local-views.ts `businessWithEdits`).
 */
export function useBusinessEdits(business: BusinessRecord | null | undefined): views.EditedBusiness | null | undefined {
  const userId = useAccountId();
  const found = useLiveQuery(async () => {
    const entries = await accountEntries(userId);
    const edits = entries.filter((e) => e.name === 'business.update' || e.name === 'product.update');
    return { edits, categories: edits.length ? await categoryMap() : new Map<number, StoredCategory>() };
  }, [userId]);
  // one object per change of its inputs: screens may depend on it in effects
  return useMemo(() => {
    if (!business) return business;
    const categoryOf = (id: number) => {
      const c = found?.categories.get(id);
      return c && { id, name: c.name, emoji: c.emoji, image: c.image };
    };
    return views.businessWithEdits(business, found?.edits ?? [], categoryOf);
  }, [business, found]);
}

export type OutboxItem = Pick<
  StoredEntry,
  'id' | 'seq' | 'name' | 'args' | 'state' | 'message' | 'code' | 'errors' | 'attempts' | 'clientTime'
> & {
  hasFiles: boolean;
};

/** The writes of this account still to be seen: waiting, or refused with the server's message. */
export function useOutbox(): OutboxItem[] | undefined {
  const userId = useAccountId();
  return useLiveQuery(async () => {
    const entries = await accountEntries(userId);
    return entries
      .filter((e) => e.state !== 'applied')
      .map(({ id, seq, name, args, state, message, code, errors, attempts, clientTime, files }) => ({
        id,
        seq,
        name,
        args,
        state,
        message,
        code,
        errors,
        attempts,
        clientTime,
        hasFiles: Boolean(files && Object.keys(files).length),
      }));
  }, [userId]);
}

/** What the device keeps of the directory (device-scope.ts): null until its first sync decided. */
export function useDeviceMode(): DeviceMode | null | undefined {
  return useLiveQuery(() => storedMode(), []);
}

/**
 * How many businesses the device holds: what an offline search covers. `needed` false reads
 * nothing (undefined), so a list that does not show it is not drawn again for each page a pull writes.
 */
export function useHeldCount(needed = true): number | undefined {
  return useLiveQuery<number | undefined>(() => (needed ? db.businesses.count() : undefined), [needed]);
}
