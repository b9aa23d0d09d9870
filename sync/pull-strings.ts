/**
 * Step 3 of the pull (sync/protocol.ts): a text used more than once in a page (a city, a product
 * description of the category's usual offers, a reviewer's name, a stock review) travels once,
 * in `strings`, and its cells hold its index. Halves a first sync before compression.
 */
import {
  BUSINESS_COLS,
  CATEGORY_COLS,
  PRODUCT_COLS,
  PRODUCT_REVIEW_COLS,
  REVIEW_COLS,
  type PullResponse,
  type Row,
} from './protocol';

/** Step 3: the columns of each table that hold text, and so may point into `strings`. */
const TEXT_COLS = {
  categories: ['name', 'emoji', 'description', 'tags', 'image'],
  businesses: [
    'name',
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
    'verifiedChecks',
    'hours',
  ],
  products: ['kind', 'name', 'description', 'currency', 'image'],
  reviews: ['firstName', 'lastName', 'comment', 'avatar', 'reply'],
  productReviews: ['name', 'firstName', 'lastName', 'comment', 'boughtFrom', 'amount', 'imageUrl', 'image'],
} as const;

const textIndexes = (cols: readonly string[], text: readonly string[]) => text.map((c) => cols.indexOf(c));

/** Every text cell of a page, nested products included. */
function eachText(page: PullResponse, visit: (row: Row, index: number) => void) {
  const tables: [Row[] | undefined, number[]][] = [
    [page.categories, textIndexes(CATEGORY_COLS, TEXT_COLS.categories)],
    [page.businesses, textIndexes(BUSINESS_COLS, TEXT_COLS.businesses)],
    [page.reviews, textIndexes(REVIEW_COLS, TEXT_COLS.reviews)],
    [page.productReviews, textIndexes(PRODUCT_REVIEW_COLS, TEXT_COLS.productReviews)],
  ];
  const products = BUSINESS_COLS.indexOf('products');
  const productText = textIndexes(PRODUCT_COLS, TEXT_COLS.products);
  for (const [rows, indexes] of tables)
    for (const row of rows ?? []) for (const i of indexes) if (i < row.length) visit(row, i);
  for (const business of page.businesses ?? [])
    for (const row of (business[products] as Row[] | null | undefined) ?? [])
      for (const i of productText) if (i < row.length) visit(row, i);
}

/** Step 3 on the server: texts used twice or more in the page go to `strings`, cells hold indexes. */
export function internStrings(page: PullResponse): PullResponse {
  const uses = new Map<string, number>();
  eachText(page, (row, i) => {
    const text = row[i];
    if (typeof text === 'string') uses.set(text, (uses.get(text) ?? 0) + 1);
  });
  const strings: string[] = [];
  const index = new Map<string, number>();
  eachText(page, (row, i) => {
    const text = row[i];
    if (typeof text !== 'string' || (uses.get(text) ?? 0) < 2) return;
    let n = index.get(text);
    if (n === undefined) {
      n = strings.push(text) - 1;
      index.set(text, n);
    }
    row[i] = n;
  });
  if (strings.length) page.strings = strings;
  return page;
}

/** Step 3 on the device: the texts back in their cells, before the rows are decoded. */
export function resolveStrings(page: PullResponse): PullResponse {
  const strings = page.strings ?? [];
  eachText(page, (row, i) => {
    const n = row[i];
    if (typeof n === 'number') row[i] = strings[n] ?? null;
  });
  return page;
}
