/**
 * The device's copy of the directory, the account's own data, meta (pull cursors, last sync, the
 * account the own data belongs to, the device id) and the outbox, in one IndexedDB database.
 * A schema change adds a `this.version(n + 1)` block; old versions stay for the upgrade path.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { OutboxEntry } from '../../sync/outbox';
import type { MutationName } from '../../sync/mutations';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  CategoryRecord,
  DeliveryRecord,
  LeadRecord,
  ProductReviewRecord,
  SearchRecord,
} from '../../sync/schemas/pull';
import { INDEXED_SORTS, sortKeys, type SortKeys } from './directory-query';

/**
 * A business as stored: the category is joined at read time; `text` and prices serve the filters,
 * `order` the sorts (one indexed key per sort, directory-query.ts).
 */
export type StoredBusiness = Omit<BusinessRecord, 'category'> & {
  /** Lower-cased name, tagline, description, subcategory and product names. */
  text: string;
  /** Cheapest and dearest price over the products (null when none is priced). */
  low: number | null;
  high: number | null;
  order: SortKeys;
  /**
   * Kept from a list answer (a listing the user browsed): the card's fields without the products,
   * which arrive when the profile is opened (device-scope.ts).
   */
  summary?: true;
};

export type StoredCategory = Omit<CategoryRecord, '_count'>;

/** One row per own-data section; a pull replaces a section whole. */
export type MineRow =
  | { section: 'reviews'; value: BusinessReviewRecord[] }
  /** The account's product reviews waiting for approval or rejected (approved ones are public). */
  | { section: 'productReviews'; value: ProductReviewRecord[] }
  | { section: 'votes'; value: [number, 'up' | 'down'][] }
  | { section: 'searches'; value: SearchRecord[] }
  | { section: 'business'; value: StoredBusiness | null }
  | { section: 'leads'; value: LeadRecord[] }
  | { section: 'deliveries'; value: DeliveryRecord[] };
export type MineSection = MineRow['section'];

/** A file as bytes: every browser (and the test IndexedDB) stores an ArrayBuffer; not all a Blob. */
export type StoredFile = { bytes: ArrayBuffer; type: string; name: string };

export type StoredEntry = Omit<OutboxEntry, 'name'> & {
  name: MutationName;
  /** Files kept until the push uploads them (e.g. a product review's photo), by arg name. */
  files?: Record<string, StoredFile>;
};

const blobs = new Map<string, Blob>();

/** The Blob of a stored file, the same object on every read so object URLs stay stable. */
export function fileBlob(entryId: string, field: string, file: StoredFile): Blob {
  const key = `${entryId}/${field}`;
  let blob = blobs.get(key);
  if (!blob) {
    blob = new Blob([file.bytes], { type: file.type });
    blobs.set(key, blob);
  }
  return blob;
}

export type MetaKey =
  | 'cursor'
  | 'mineCursor'
  | 'mineUserId'
  | 'lastSyncAt'
  | 'deviceId'
  | 'syncFailures'
  | 'nextSyncAt'
  /** Businesses pulled without their products that the device does not hold (protocol step 3). */
  | 'needProducts'
  /** What the device keeps of the directory (device-scope.ts): 'whole', or 'scoped' to what it opened and its areas. */
  | 'mode'
  /** The cursor of the categories scope, which a scoped device pulls instead of the whole directory. */
  | 'baseCursor'
  /** A scoped device's count of active businesses per category id, as the server counted them. */
  | 'categoryCounts'
  | 'categoryCountsAt'
  /** The signed-in screens' last API answers (lib/server-state.ts), as TanStack Query persists them. */
  | 'serverState';
type MetaValue = number | string | null | number[] | Record<string, number>;
export type MetaRow = { key: MetaKey; value: MetaValue };

/** A profile the user opened (device-scope.ts): kept while `seenAt` is recent. */
export type SeenRow = { businessId: number; seenAt: number };
/** A listing the user browsed: the businesses of its answer, in order, and when it was fetched. */
export type ListingRow = { key: string; ids: number[]; total: number; fetchedAt: number };
/** An offline area the user chose: a district, its own pull cursor, and its size as offered. */
export type AreaRow = {
  district: string;
  cursor: number;
  businesses: number;
  bytes: number;
  addedAt: number;
  /** When its last pull finished; null while its first download is still running. */
  syncedAt: number | null;
};

/** The first schema, as devices installed before version 2 hold it (frozen: upgrades start here). */
export const VERSION_1_STORES = {
  categories: 'id',
  businesses: 'id, categoryId',
  reviews: 'id, businessId',
  productReviews: 'id',
  mine: 'section',
  outbox: '++seq, &id, state, userId',
  meta: 'key',
} as const;

export class SokoDb extends Dexie {
  categories!: EntityTable<StoredCategory, 'id'>;
  businesses!: EntityTable<StoredBusiness, 'id'>;
  reviews!: EntityTable<BusinessReviewRecord, 'id'>;
  productReviews!: EntityTable<ProductReviewRecord, 'id'>;
  mine!: EntityTable<MineRow, 'section'>;
  outbox!: EntityTable<StoredEntry, 'seq'>;
  meta!: EntityTable<MetaRow, 'key'>;
  seen!: EntityTable<SeenRow, 'businessId'>;
  listings!: EntityTable<ListingRow, 'key'>;
  areas!: EntityTable<AreaRow, 'district'>;

  constructor(name = 'soko') {
    super(name);
    this.version(1).stores(VERSION_1_STORES);
    // 2: a key per directory sort, so a page of the directory is read through an index
    this.version(2)
      .stores({ businesses: ['id', 'categoryId', ...INDEXED_SORTS.map((s) => `order.${s}`)].join(', ') })
      .upgrade((tx) =>
        tx
          .table<StoredBusiness>('businesses')
          .toCollection()
          .modify((b) => {
            b.order = sortKeys(b);
          }),
      );
    // 3: what a scoped device keeps (device-scope.ts); a device that holds the whole directory
    // gets no mode here and keeps it (it becomes the "All of Uganda" area)
    this.version(3).stores({
      businesses: ['id', 'categoryId', 'district', ...INDEXED_SORTS.map((s) => `order.${s}`)].join(', '),
      seen: 'businessId, seenAt',
      listings: 'key, fetchedAt',
      areas: 'district',
    });
  }
}

export let db = new SokoDb();

/** Tests reopen the database to prove what survives a restart. */
export function reopenDb(name = 'soko'): SokoDb {
  db.close();
  db = new SokoDb(name);
  return db;
}

export async function getMeta<T extends MetaValue>(key: MetaKey, fallback: T): Promise<T> {
  const row = await db.meta.get(key);
  return (row?.value ?? fallback) as T;
}

export function setMeta(key: MetaKey, value: MetaValue) {
  return db.meta.put({ key, value });
}
