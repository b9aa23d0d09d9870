/**
 * The sync protocol between a device and the server.
 *
 * Pull (`GET /api/sync/pull?since=CURSOR[&mine=CURSOR][&need=ID,…]`): what changed since the cursor.
 * Steps 9 and 10 narrow it to a scope (`area=`, `scope=categories`), each with its own cursor.
 *  1. Every mirrored row carries a `version` from one monotonic counter; the cursor is the
 *     highest version a device has stored (0 at first). Never a timestamp.
 *  2. The server reads one snapshot and takes the next PULL_PAGE_LIMIT changes (rows and
 *     tombstones) in version order across the public tables. `cursor` is the last version of the
 *     page, or the counter itself on the last page; `hasMore` asks the device to pull again.
 *  3. Public tables travel as rows of positional values (columns below, fixed per table and only
 *     ever appended to, so an older app ignores new trailing values): trailing nulls are cut,
 *     times are epoch minutes, booleans 1/0, the UGX currency null, and updatedAt the minutes
 *     after createdAt (null when the same). Ids, review business ids and createdAt are sent as
 *     the difference from the previous row of the same table in the page (rows go in id order),
 *     so they are small numbers that compress to almost nothing. A text that appears more than
 *     once in a page travels once, in `strings`, and its cells hold its index there instead.
 *     A business row nests its products (product deltas run across the page): the whole list
 *     when the device may lack it (a first pull, a product of the business changed, a product
 *     was deleted), else null, and the device keeps the products it holds. A device that gets
 *     null for a business it does not hold (one made active again) lists its id in `need` on
 *     its next pull, and the server sends that business with its products, in a page of their
 *     own that keeps the cursor and says `hasMore` (ids gone or hidden are in `deleted`). A
 *     first pull (since 0) ignores `need`: every business of its pages has its products.
 *  4. `deleted` lists ids the device must drop: deleted rows, and rows hidden from the public
 *     (an inactive business, a review no longer approved). A first pull (since=0) has none.
 *  5. A signed-in device also sends `mine` (its own-data cursor, 0 after a sign-in). On the last
 *     page the server adds `mine`, holding each own-data section that changed since then,
 *     whole: the device replaces that section. Sections: reviews (own pending or rejected),
 *     votes, searches with their quotes (USER), business, leads and deliveries (VENDOR).
 *  6. Nothing new: 204 with no body, and the device keeps its cursors. A page is sent brotli-
 *     compressed when the device accepts it (a quarter smaller than the app's gzip).
 *  7. The device stores a page and its cursor in one local transaction, so a failure halfway
 *     leaves the old cursor and the page is simply pulled again.
 *  8. A cursor above the server's counter means the server's database was replaced: the answer
 *     starts from 0 with `reset`, and the device drops what it holds before storing the page.
 *  9. Offline areas (docs/decisions/006-pull-scopes.md). `GET /api/sync/areas` lists the areas
 *     a device can choose, one per district of active businesses: `{ district, businesses, bytes }`,
 *     `bytes` being what its whole download takes as sent (brotli), largest area first, and
 *     `total: { businesses, bytes }`, the sums over all areas (the active businesses with a district).
 *     `GET /api/sync/pull?area=DISTRICT&since=CURSOR` pages one area with its own cursor, in the
 *     format above: the district's active businesses, each with its products whole (it may have
 *     just moved in), and their approved reviews (all of them for a business whose row changed);
 *     no categories (step 10) and no product reviews (only the whole pull carries them). Its
 *     pages count the area's changes only. `deleted.businesses` names every business changed
 *     since the cursor that is not in the area (moved, hidden, deleted; most the device never
 *     held), and the device drops such a business's reviews with it. An area pull takes no
 *     `mine`, `need` or `scope` (400); a district no business names is a 400, one whose businesses
 *     were all hidden an empty area. A page with `hasMore` (a closed range)
 *     may be answered by a shared cache (`public, max-age`); the last page is `no-cache`.
 * 10. The categories scope (docs/decisions/006-pull-scopes.md). A device of a small directory
 *     (areas' `total.bytes` under SMALL_DIRECTORY_BYTES) pulls the whole directory; one of a big
 *     directory pulls this base scope, the areas its user chose (step 9), and fetches the profiles
 *     it opens over REST. `GET /api/sync/pull?scope=categories&since=CURSOR[&mine=CURSOR]` pages
 *     with its own cursor in the format above, with the whole pull's semantics (reset, 204, `mine`
 *     on the last page, 401 for `mine` without a valid sign-in, `Cache-Control: private, no-store`),
 *     but a page holds only `categories` and `deleted.categories`, and counts only category changes:
 *     a business, product or review write leaves it at 204 (or a page of `mine` alone). It takes no
 *     `need`, and `scope` goes with no `area` (400); `categories` is the only scope named so.
 *
 * Push (`POST /api/sync/push`): the outbox (see sync/outbox.ts) replayed, exactly once.
 *  1. The body is `{ mutations: [{ id, name, args, clientTime }] }`, at most PUSH_BATCH_MAX, in
 *     the order they were written. `id` is a UUID made on the device; anonymous devices send
 *     DEVICE_ID_HEADER so their ids are scoped to the device.
 *  2. The server runs each mutation in its own transaction, in order, through the registry
 *     (sync/mutations.ts): the same zod schema and domain function as the ordinary route.
 *  3. Inside that transaction it records (user, id, hash of name and args, result); a seen id
 *     with the same hash answers `duplicate` with the first result and changes nothing; a seen id
 *     with other data is `rejected` with code 422.
 *  4. A rule or validation failure is `rejected` with the rule's message and HTTP-like code and
 *     nothing is recorded, so an edited resend can still apply. A missing or expired sign-in is
 *     `rejected` with code 401: the device refreshes its token and sends it again.
 */
/**
 * Rows per pull page: the demo directory is one page, 10,000 businesses eight (~120 kB each, brotli).
 * Bigger pages compress better (2,000 rows: 124 B per business; 8,000: 92 B) and one page still
 * arrives in a few seconds at 400 kbps.
 */
export const PULL_PAGE_LIMIT = 8000;
export const PUSH_BATCH_MAX = 100;
/** Areas' `total.bytes` under which a device keeps the whole directory instead of scopes (step 10). */
export const SMALL_DIRECTORY_BYTES = 300_000;
/** The longest district name an area pull accepts (step 9). */
export const AREA_NAME_MAX = 60;
/** Businesses a device may ask for with `need` in one pull (step 3). */
export const PULL_NEED_MAX = 200;
/** Stays under the API's JSON body limit (256 KB) with room for the envelope. */
export const PUSH_BATCH_MAX_BYTES = 200 * 1024;
export const DEVICE_ID_HEADER = 'x-device-id';
export const REJECTED_DIFFERENT_DATA = 'This change id was already used for different data';
/** Background Sync tag the page registers; the service worker then posts SW_SYNC_MESSAGE to open pages. */
export const BACKGROUND_SYNC_TAG = 'soko-outbox';
export const SW_SYNC_MESSAGE = 'soko-sync';
/**
 * A page read before the service worker controlled it asks the worker to keep it for offline use
 * (client/first-view/loader.ts, which repeats the text: it may import nothing the app imports).
 */
export const KEEP_PAGE_MESSAGE = 'soko-keep-page';
/**
 * The app asks the worker to keep the rest of its public screens once its first screen is
 * complete (client/main.tsx, sw/signed-in-cache.ts): not when its script is fetched, which on a
 * page sent with its content is the reader's first tap, and 2G has no room for both.
 */
export const KEEP_APP_MESSAGE = 'soko-keep-app';

// 3. Columns of the public tables.
/**
 * `inactive` is 1 for a category an admin deactivated (it leaves the public lists but still names
 * its businesses' category) and null otherwise, so an active row ends before it (no bytes).
 */
export const CATEGORY_COLS = [
  'id',
  'name',
  'emoji',
  'description',
  'tags',
  'image',
  'createdAt',
  'updatedAt',
  'inactive',
] as const;
export const BUSINESS_COLS = [
  'id',
  'categoryId',
  'name',
  'rating',
  'totalReviews',
  'visits',
  'isVerified',
  'products',
  'city',
  'district',
  'tagline',
  'description',
  'subCategory',
  'whatsapp',
  'email',
  'website',
  'tiktokUsername',
  'logo',
  'responseMinutes',
  // the Verified badge's when (epoch minutes) and what; null (and so not sent) unless verified
  'verifiedAt',
  'verifiedChecks',
  // opening hours: the compact JSON text of businesses.hours (sync/schemas/business.ts)
  'hours',
] as const;
export const PRODUCT_COLS = [
  'id',
  'kind',
  'name',
  'description',
  'price',
  'minPrice',
  'maxPrice',
  'createdAt',
  'updatedAt',
  'currency',
  'image',
] as const;
export const REVIEW_COLS = [
  'id',
  'businessId',
  'rating',
  'createdAt',
  'userId',
  'firstName',
  'lastName',
  'comment',
  'avatar',
  'isFlagged',
  // null (and so not sent) on most reviews
  'hired',
  'reply',
  'repliedAt',
] as const;
export const PRODUCT_REVIEW_COLS = [
  'id',
  'categoryId',
  'name',
  'rating',
  'createdAt',
  'upvotes',
  'downvotes',
  'userId',
  'firstName',
  'lastName',
  'comment',
  'boughtFrom',
  'amount',
  'imageUrl',
  'image',
  'isFlagged',
] as const;

export type Row = unknown[];
export type PublicTable = 'categories' | 'businesses' | 'reviews' | 'productReviews';

/** The own-data sections of step 5; each present one replaces the device's copy. */
export type MineSections<
  Business = unknown,
  Review = unknown,
  Search = unknown,
  Lead = unknown,
  Delivery = unknown,
  ProductReview = unknown,
> = {
  reviews?: Review[];
  /** The author's product reviews not approved (yet): pending or rejected, with their status. */
  productReviews?: ProductReview[];
  /** [productReviewId, direction] of each vote the user holds. */
  votes?: [number, 'up' | 'down'][];
  searches?: Search[];
  business?: Business | null;
  leads?: Lead[];
  deliveries?: Delivery[];
};

export type PullResponse = {
  cursor: number;
  hasMore: boolean;
  /** Step 3: texts used more than once in this page; a text cell holding a number points here. */
  strings?: string[];
  /** Step 8: forget everything pulled before, then store this page. */
  reset?: true;
  categories?: Row[];
  businesses?: Row[];
  reviews?: Row[];
  productReviews?: Row[];
  deleted?: Partial<Record<PublicTable, number[]>>;
  mine?: MineSections;
};

/** Step 3: the columns of each table sent as a difference from the previous row of the page. */
export const DELTA_COLS = {
  categories: [],
  businesses: ['id'],
  products: ['id', 'createdAt'],
  reviews: ['id', 'businessId', 'createdAt'],
  productReviews: ['id', 'createdAt'],
} as const;

/**
 * Step 3 for one table of one page: `encode` turns an object into its row, `decode` a row back
 * into an object. Both keep the previous row's delta columns, so rows go through in page order.
 */
export function rowCodec<C extends readonly string[]>(cols: C, deltaCols: readonly C[number][]) {
  const deltas = new Set<string>(deltaCols);
  const previous = new Map<string, number>();
  return {
    encode(values: Partial<Record<C[number], unknown>>): Row {
      const row = cols.map((c) => {
        const value = (values as Record<string, unknown>)[c] ?? null;
        if (!deltas.has(c) || typeof value !== 'number') return value;
        const delta = value - (previous.get(c) ?? 0);
        previous.set(c, value);
        return delta;
      });
      let end = row.length;
      while (end > 0 && row[end - 1] === null) end--;
      return row.slice(0, end);
    },
    decode(row: Row): Record<C[number], unknown> {
      const out = {} as Record<string, unknown>;
      cols.forEach((c, i) => {
        const value = row[i] ?? null;
        if (deltas.has(c) && typeof value === 'number') {
          const absolute = value + (previous.get(c) ?? 0);
          previous.set(c, absolute);
          out[c] = absolute;
        } else {
          out[c] = value;
        }
      });
      return out as Record<C[number], unknown>;
    },
  };
}

const MINUTE = 60_000;
export const toEpochMinutes = (d: Date | number) => Math.floor((typeof d === 'number' ? d : d.getTime()) / MINUTE);
export const fromEpochMinutes = (m: unknown) => new Date((typeof m === 'number' ? m : 0) * MINUTE).toISOString();
/** updatedAt as minutes after createdAt; null when in the same minute. */
export const minutesAfter = (created: Date, updated: Date) =>
  toEpochMinutes(updated) === toEpochMinutes(created) ? null : toEpochMinutes(updated) - toEpochMinutes(created);

export type PushMutation = { id: string; name: string; args: unknown; clientTime?: number };

type PushResultStatus = 'applied' | 'duplicate' | 'rejected';
export type PushResult = {
  id: string;
  status: PushResultStatus;
  result?: unknown;
  message?: string;
  code?: number;
  /** Field messages of a validation failure, keyed by the field's path. */
  errors?: Record<string, string>;
};
export type PushResponse = { results: PushResult[] };

/**
 * Key order does not change a mutation's identity: args are hashed in this canonical form (keys
 * sorted, undefined members left out). Iterative, so no nesting can overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  /** Values still to write, last first; a string entry is literal text. */
  const todo: ({ text: string } | { value: unknown })[] = [{ value }];
  while (todo.length) {
    const item = todo.pop()!;
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const v = item.value;
    if (Array.isArray(v)) {
      out.push('[');
      todo.push({ text: ']' });
      for (let i = v.length - 1; i >= 0; i--) todo.push({ value: v[i] }, ...(i > 0 ? [{ text: ',' }] : []));
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out.push('{');
      todo.push({ text: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, member] = entries[i]!;
        todo.push({ value: member }, { text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
    } else {
      out.push(JSON.stringify(v ?? null));
    }
  }
  return out.join('');
}
