/**
 * The business rows of a pull page (sync/protocol.ts step 3): every business changed in the
 * range, its products nested. Products go only when the device may lack them: on a first pull,
 * when one of the business's products changed, or when any product was deleted in the range;
 * otherwise the cell is null and the device keeps the products it has. Businesses the device
 * says it `need`s come with their products whatever their version.
 */
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, products, tombstones } from '../../db/schema';
import {
  BUSINESS_COLS,
  DELTA_COLS,
  PRODUCT_COLS,
  minutesAfter,
  rowCodec,
  toEpochMinutes,
  type Row,
} from '../../sync/protocol';
import type { AreaScope } from './pull-scope';
import { rawGet } from '../../db/query';

type BusinessRow = typeof businesses.$inferSelect;
type ProductRow = typeof products.$inferSelect;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Active businesses changed with since < version ≤ upper as rows, and the ids hidden since
 * (inactive). In an area (pull-scope.ts), businesses of other districts are hidden too, and one
 * whose own row changed comes with its products: it may have just moved in.
 */
export async function changedBusinesses(
  db: Db,
  since: number,
  upper: number,
  need: number[] = [],
  scope?: AreaScope,
): Promise<{ rows: Row[]; hidden: number[] }> {
  const inRange = (column: typeof businesses.version | typeof products.version | typeof tombstones.version) =>
    and(gt(column, since), lte(column, upper));
  const productChanged = db.select({ id: products.businessId }).from(products).where(inRange(products.version));
  const inScope =
    scope &&
    (since > 0
      ? or(eq(businesses.district, scope.area), inRange(businesses.version))
      : eq(businesses.district, scope.area));
  const changed = await db
    .select()
    .from(businesses)
    .where(
      and(
        or(inRange(businesses.version), inArray(businesses.id, productChanged), inArray(businesses.id, need)),
        inScope,
      ),
    )
    .orderBy(asc(businesses.id));
  const withNewProducts = new Set([...(since === 0 ? [] : (await productChanged).map((r) => r.id)), ...need]);
  const productDeleted =
    since > 0 &&
    (await rawGet<{ found: number }>(
      db,
      sql`select 1 as found from ${tombstones} where ${and(inRange(tombstones.version), eq(tombstones.entity, 'products'))} limit 1`,
    )) !== undefined;
  const shown = (b: BusinessRow) => b.isActive && (!scope || b.district === scope.area);
  const rowChanged = (b: BusinessRow) => scope !== undefined && b.version > since && b.version <= upper;
  const needsProducts = (b: BusinessRow) => since === 0 || productDeleted || withNewProducts.has(b.id) || rowChanged(b);
  return {
    rows: await businessRows(db, changed.filter(shown), needsProducts),
    hidden: changed.filter((b) => !shown(b)).map((b) => b.id),
  };
}

async function businessRows(db: Db, list: BusinessRow[], needsProducts: (b: BusinessRow) => boolean): Promise<Row[]> {
  const byBusiness = new Map<number, ProductRow[]>();
  const wanted = list.filter(needsProducts).map((b) => b.id);
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(products.businessId, wanted.slice(i, i + 500)))
      .orderBy(asc(products.businessId), asc(products.createdAt), asc(products.id));
    for (const p of rows) byBusiness.set(p.businessId, [...(byBusiness.get(p.businessId) ?? []), p]);
  }
  const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
  const product = rowCodec(PRODUCT_COLS, DELTA_COLS.products);
  const productRow = (p: ProductRow) =>
    product.encode({
      ...p,
      createdAt: toEpochMinutes(p.createdAt),
      updatedAt: minutesAfter(p.createdAt, p.updatedAt),
      currency: p.currency === 'UGX' ? null : p.currency,
    });
  return list.map((b) =>
    business.encode({
      ...b,
      rating: round2(b.rating),
      isVerified: b.isVerified ? 1 : null,
      // the badge's details only while the badge stands (an admin may also clear isVerified alone)
      verifiedAt: b.isVerified && b.verifiedAt ? toEpochMinutes(b.verifiedAt) : null,
      verifiedChecks: b.isVerified ? b.verifiedChecks : null,
      // the stored compact JSON as is; client/store/decode.ts parses it
      hours: b.hours,
      products: needsProducts(b) ? (byBusiness.get(b.id) ?? []).map(productRow) : null,
    }),
  );
}
