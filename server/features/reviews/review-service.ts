import { and, count, eq, inArray, is, isNull, ne, SQL, sql } from 'drizzle-orm';
import { type Db, writeTx } from '../../../db/client';
import { bids, businesses, categories, reviews, searches, users, type ReviewStatus } from '../../../db/schema';
import { dialectOf } from '../../../db/dialect';
import type { BulkModeration, ReviewCreate, ReviewReplyArgs } from '../../../sync/schemas/review';
import { requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { BUSINESS_NOT_FOUND, visibleBusiness } from '../businesses/business-service';
import type { Page } from '../../http/request-input';
import { wordsMatch } from './admin-search';
import { auditMoves, movesOf } from './bulk-moves';
import { businessPath } from '../../../sync/public-paths';
import { alertReviewReply, alertReviewsModerated } from '../alerts/alert-events';
import { loadReview, loadReviews, reviewColumns, toReviewView, type ReviewView } from './review-view';
import { rawGet, rawRun, firstRow, runWrite, writtenOut } from '../../../db/query';

/**
 * Business reviews (docs/product.md "Reviews"): one per user and business, a second one replacing the
 * first; every new or replaced review waits as PENDING for moderation. A business's rating and
 * totalReviews follow its APPROVED reviews, recomputed in the same transaction as each change.
 */
const REVIEW_NOT_FOUND = 'Review not found';

/** Average of the approved ratings to one decimal, and their number. */
export async function recomputeBusinessRating(db: Pick<Db, 'run'>, businessId: number) {
  // Only a real change is written: the version trigger fires on any UPDATE of these columns, and
  // a pending review (which changes no public figure) must not send its business to every device.
  // IS DISTINCT FROM, not SQLite's IS NOT: PostgreSQL's IS NOT takes only NULL, TRUE or FALSE.
  await rawRun(
    db,
    sql`
    UPDATE businesses SET rating = r.rating, total_reviews = r.n
    FROM (
      SELECT coalesce(round(avg(rating), 1), 0) AS rating, count(*) AS n
      FROM reviews WHERE business_id = ${businessId} AND status = 'APPROVED'
    ) AS r
    WHERE businesses.id = ${businessId}
      AND (businesses.rating IS DISTINCT FROM r.rating OR businesses.total_reviews IS DISTINCT FROM r.n)`,
  );
}

/**
 * POST /api/reviews, and the offline `createReview` mutation. What the review shows of its business
 * and author is read with the status of the review it replaces (`reviewSubject`), the review is
 * upserted from that read (`upsertReview`), and the rule below decides on the read. On PostgreSQL
 * the read and the upsert are one statement, one round trip (a replayed write's time there is its
 * round trips, decision 013): the upsert runs before the rule is checked, and a refusal rolls it
 * back with the write this runs in (`savepoint: false`, db/client.ts). On SQLite, where a
 * statement is a call in the process, the rule is checked between the two.
 */
export async function createReview(deps: Deps, caller: Caller | null, args: ReviewCreate): Promise<ReviewView> {
  const author = requireCaller(caller);
  // Inside applyWrite's write on both paths; what this throws fails that write, so no savepoint.
  return await writeTx(
    deps.db,
    async (tx) => {
      let row: (SubjectRow & Partial<SavedRow>) | undefined;
      if (dialectOf(tx) === 'postgres') {
        row = await rawGet(tx, readiedStatement(author.id, args) ?? reviewStatement(author.id, args));
        refuseReview(row, author.id);
      } else {
        const subject = reviewSubject(author.id, args.businessId);
        const upsert = upsertReview(author.id, args);
        const read = await rawGet<SubjectRow>(tx, subject);
        refuseReview(read, author.id);
        row = { ...read, ...(await rawGet<SavedRow>(tx, sql`WITH subject AS (${subject}) ${upsert}`)) };
      }
      // The figures count published reviews only: a pending one changes them when it replaces one.
      if (row.replaced === 'APPROVED') await recomputeBusinessRating(tx, row.business_id);
      return toReviewView({
        ...savedReview(row),
        user: { firstName: row.first_name, lastName: row.last_name, avatar: row.avatar },
        business: { id: row.business_id, name: row.business_name, logo: row.business_logo },
        category: { name: row.category_name },
      });
    },
    { savepoint: false },
  );
}

/** PostgreSQL's one statement of a review: the `subject` read, and the upsert from it. */
function reviewStatement(authorId: number, args: ReviewCreate): SQL {
  return sql`WITH subject AS (${reviewSubject(authorId, args.businessId)}), saved AS (${upsertReview(authorId, args)})
    SELECT * FROM subject LEFT JOIN saved ON true`;
}

/** Statements written out ahead (readyReview), by the args of the write that runs them. */
const readied = new WeakMap<ReviewCreate, { authorId: number; statement: SQL }>();

/**
 * A review's statement on PostgreSQL written out before its write runs, from its author and args
 * alone: a push readies the next write while the one before it is at the database
 * (server/sync/registry.ts readyWrite): drizzle writing this statement's text out was 0.18 ms of
 * the server's own 0.8 ms a replayed review (decision 013). Nothing is checked here: createReview
 * runs the statement and decides on its answer as it does without it. On SQLite a statement is a
 * call in the process, with nothing to wait for meanwhile.
 */
export function readyReview(deps: Deps, caller: Caller | null, args: ReviewCreate): void {
  if (!caller || dialectOf(deps.db) !== 'postgres') return;
  readied.set(args, { authorId: caller.id, statement: writtenOut(deps.db, reviewStatement(caller.id, args)) });
}

/** The statement readyReview wrote out for these args and this author, taken once. */
function readiedStatement(authorId: number, args: ReviewCreate): SQL | undefined {
  const ready = readied.get(args);
  readied.delete(args);
  return ready?.authorId === authorId ? ready.statement : undefined;
}

/** Who may review which business: an active one, not one's own. */
function refuseReview(row: SubjectRow | undefined, authorId: number): asserts row is SubjectRow {
  if (!row || Number(row.is_active) !== 1) throw notFound(BUSINESS_NOT_FOUND);
  if (row.owner_id === authorId) throw forbidden('You cannot review your own business');
}

type SubjectRow = {
  business_id: number;
  business_name: string;
  business_logo: string | null;
  is_active: number | boolean;
  owner_id: number | null;
  category_name: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  replaced: ReviewStatus | null;
};

/** The business as a review shows it, its author, and the status of the review this one replaces. */
function reviewSubject(authorId: number, businessId: number): SQL {
  return sql`SELECT ${businesses.id} AS business_id, ${businesses.name} AS business_name,
      ${businesses.logo} AS business_logo, ${businesses.isActive} AS is_active, ${businesses.ownerId} AS owner_id,
      ${categories.name} AS category_name, ${users.firstName} AS first_name, ${users.lastName} AS last_name,
      ${users.avatar} AS avatar, ${reviews.status} AS replaced
    FROM ${businesses}
    JOIN ${categories} ON ${categories.id} = ${businesses.categoryId}
    JOIN ${users} ON ${users.id} = ${authorId}
    LEFT JOIN ${reviews} ON ${reviews.businessId} = ${businesses.id} AND ${reviews.userId} = ${authorId}
    WHERE ${businesses.id} = ${businessId}`;
}

type SavedRow = { [K in keyof typeof reviewColumns]: unknown };

/**
 * The review's upsert, from the `subject` its statement names (nothing when the business is not
 * there). A replaced review starts again: moderated anew, and the owner's reply to the old words
 * goes; `created_at` and `updated_at` take their defaults. Each value is cast to its column's type,
 * which PostgreSQL does not infer for a parameter in a SELECT list. `WHERE true` keeps SQLite from
 * reading ON CONFLICT as a join's ON.
 */
function upsertReview(authorId: number, args: ReviewCreate): SQL {
  const values = {
    businessId: args.businessId,
    userId: authorId,
    rating: args.rating,
    comment: args.comment ?? null,
    status: 'PENDING' as const,
    isFlagged: false,
    hired: wasHired(authorId, args.businessId),
    reply: null,
    repliedAt: null,
  };
  const entries = Object.entries(values).map(([key, value]) => ({
    column: reviews[key as keyof typeof values],
    value,
  }));
  const names = sql.join(
    entries.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const selected = sql.join(
    entries.map(({ column, value }) =>
      is(value, SQL) ? value : sql`CAST(${sql.param(value, column)} AS ${sql.raw(column.getSQLType())})`,
    ),
    sql`, `,
  );
  const replaced = [...entries.map(({ column }) => column), reviews.createdAt, reviews.updatedAt]
    .filter((column) => column !== reviews.businessId && column !== reviews.userId)
    .map((column) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`);
  const returned = Object.entries(reviewColumns).map(
    ([key, column]) => sql`${sql.identifier(column.name)} AS ${sql.identifier(key)}`,
  );
  return sql`INSERT INTO ${reviews} (${names}) SELECT ${selected} FROM subject WHERE true
    ON CONFLICT (${sql.identifier(reviews.businessId.name)}, ${sql.identifier(reviews.userId.name)})
    DO UPDATE SET ${sql.join(replaced, sql`, `)}
    RETURNING ${sql.join(returned, sql`, `)}`;
}

/** The upserted review as its columns read it (each engine's driver values decoded). */
function savedReview(row: Partial<SavedRow>) {
  const decoded = Object.fromEntries(
    Object.entries(reviewColumns).map(([key, column]) => {
      const value = row[key as keyof SavedRow];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value as never)];
    }),
  );
  return decoded as Pick<typeof reviews.$inferSelect, keyof typeof reviewColumns>;
}

/**
 * "Hired through Soko" (docs/product.md): the author had a quote of this business accepted.
 * Only the server sets it, from the bids, so no one can claim it by writing it. As 1 or 0 inside
 * the review's INSERT, which it costs no statement of its own.
 */
function wasHired(userId: number, businessId: number): SQL<boolean> {
  return sql<boolean>`(CASE WHEN EXISTS (select 1 from ${bids} join ${searches} on ${searches.id} = ${bids.searchId}
    where ${bids.businessId} = ${businessId} and ${bids.status} = 'ACCEPTED' and ${searches.userId} = ${userId})
    THEN 1 ELSE 0 END)`;
}

/**
 * POST /api/reviews/{id}/reply, and the offline `review.reply` mutation: the business's owner
 * answers an approved review once. The conditional update makes "once" hold under races too.
 */
export async function replyToReview(deps: Deps, caller: Caller | null, args: ReviewReplyArgs): Promise<ReviewView> {
  const owner = requireRole(caller, 'VENDOR');
  const row = await firstRow(
    deps.db
      .select({
        status: reviews.status,
        reply: reviews.reply,
        ownerId: businesses.ownerId,
        authorId: reviews.userId,
        businessName: businesses.name,
      })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .where(eq(reviews.id, args.reviewId)),
  );
  if (!row) throw notFound('Review not found');
  if (row.ownerId !== owner.id) throw forbidden('Only the owner of this business can reply to its reviews');
  if (row.status !== 'APPROVED') throw conflict('You can reply once the review is published');
  if (row.reply !== null) throw conflict('You have already replied to this review');
  const now = new Date(deps.now());
  await writeTx(deps.db, async (tx) => {
    const done = await runWrite(
      tx
        .update(reviews)
        .set({ reply: args.reply, repliedAt: now, updatedAt: now })
        .where(and(eq(reviews.id, args.reviewId), isNull(reviews.reply))),
    );
    if (done.changes === 0) throw conflict('You have already replied to this review');
    await alertReviewReply(tx, now.getTime(), {
      authorId: row.authorId,
      businessName: row.businessName,
      reply: args.reply,
    });
  });
  return (await loadReview(deps.db, args.reviewId))!;
}

/** What an author's alert names for each review: the business, and its profile. */
async function reviewSubjects(tx: Pick<Db, 'select'>, moved: readonly { businessId: number; authorId: number }[]) {
  if (moved.length === 0) return [];
  const names = new Map(
    (
      await tx
        .select({ id: businesses.id, name: businesses.name })
        .from(businesses)
        .where(
          inArray(
            businesses.id,
            moved.map((m) => m.businessId),
          ),
        )
    ).map((b) => [b.id, b.name]),
  );
  return moved.map((m) => {
    const name = names.get(m.businessId) ?? 'a business';
    return { authorId: m.authorId, subject: name, url: businessPath({ id: m.businessId, name }) };
  });
}

/** GET /api/reviews/my-reviews */
export async function listMyReviews(deps: Deps, caller: Caller | null): Promise<ReviewView[]> {
  const author = requireCaller(caller);
  return await loadReviews(deps.db, eq(reviews.userId, author.id));
}

/**
 * GET /api/reviews/business/{id}: the approved reviews, newest first; on the first page the
 * caller's own review comes first when it is not approved (yet), with its status.
 */
export async function listBusinessReviews(deps: Deps, caller: Caller | null, businessId: number, page: Page) {
  await visibleBusiness(deps, caller, businessId);
  const approved = and(eq(reviews.businessId, businessId), eq(reviews.status, 'APPROVED'));
  const total = (await firstRow(deps.db.select({ n: count() }).from(reviews).where(approved)))?.n ?? 0;
  const data = await loadReviews(deps.db, approved, { limit: page.limit, offset: (page.page - 1) * page.limit });
  if (caller && page.page === 1) {
    const own = await loadReviews(
      deps.db,
      and(eq(reviews.businessId, businessId), eq(reviews.userId, caller.id), ne(reviews.status, 'APPROVED')),
    );
    data.unshift(...own);
  }
  return { data, total };
}

export type ReviewFilter = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FLAGGED' | 'ALL';

/**
 * GET /api/reviews (admin): every review, optionally of one moderation state, optionally searched
 * (`q`: the comment, the author's name, the business's name), with the total of all pages.
 */
export async function listAllReviews(
  deps: Deps,
  caller: Caller | null,
  status: ReviewFilter | undefined,
  page: Page,
  q?: string,
) {
  requireRole(caller, 'ADMIN');
  let byStatus: SQL | undefined;
  if (status === 'FLAGGED') byStatus = eq(reviews.isFlagged, true);
  else if (status && status !== 'ALL') byStatus = eq(reviews.status, status);
  const where = and(
    byStatus,
    wordsMatch(deps.db, q, [reviews.comment, users.firstName, users.lastName, businesses.name]),
  );
  const total =
    (
      await firstRow(
        deps.db
          .select({ n: count() })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .innerJoin(businesses, eq(businesses.id, reviews.businessId))
          .where(where),
      )
    )?.n ?? 0;
  const data = await loadReviews(deps.db, where, { limit: page.limit, offset: (page.page - 1) * page.limit });
  return { data, total };
}

/**
 * PUT /api/reviews/bulk (admin): up to 100 reviews to one status, in one transaction. Each review
 * that changes gets an audit row (`review.approve`, `review.reject` or `review.requeue`, the
 * previous status as its reason); each business concerned has its rating recomputed once.
 * Ids of reviews that do not exist (deleted meanwhile) are ignored and listed in `unknown`, so one
 * vanished review does not fail the other 99; reviews already in the status, or not in `from`
 * when it is given, are left out of `changed`. The answer is what an undo sends back.
 */
export async function moderateReviews(deps: Deps, caller: Caller | null, input: BulkModeration) {
  const admin = requireRole(caller, 'ADMIN');
  return await writeTx(deps.db, async (tx) => {
    const rows = await tx
      .select({ id: reviews.id, status: reviews.status, businessId: reviews.businessId, authorId: reviews.userId })
      .from(reviews)
      .where(inArray(reviews.id, input.ids));
    const { moving, unknown } = movesOf(input, rows);
    if (moving.length > 0) {
      await tx
        .update(reviews)
        .set({ status: input.status })
        .where(
          inArray(
            reviews.id,
            moving.map((r) => r.id),
          ),
        );
      for (const businessId of new Set(moving.map((r) => r.businessId))) await recomputeBusinessRating(tx, businessId);
    }
    const at = new Date(deps.now());
    const changed = await auditMoves(tx, { actorId: admin.id, kind: 'review', to: input.status, at }, moving);
    await alertReviewsModerated(tx, at.getTime(), await reviewSubjects(tx, moving), input.status);
    return { changed, unknown };
  });
}

/** PUT /api/reviews/{id}/approve and /reject (admin). */
export async function moderateReview(
  deps: Deps,
  caller: Caller | null,
  id: number,
  status: 'APPROVED' | 'REJECTED',
): Promise<ReviewView> {
  requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    const before = await firstRow(tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)));
    const row = await firstRow(
      tx
        .update(reviews)
        .set({ status })
        .where(eq(reviews.id, id))
        .returning({ id: reviews.id, businessId: reviews.businessId, authorId: reviews.userId }),
    );
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    await recomputeBusinessRating(tx, row.businessId);
    if (before?.status !== status) await alertReviewsModerated(tx, deps.now(), await reviewSubjects(tx, [row]), status);
  });
  return (await loadReview(deps.db, id))!;
}

/** PUT /api/reviews/{id}/flag (admin): sets the flag, or toggles it when no state is given. */
export async function flagReview(
  deps: Deps,
  caller: Caller | null,
  id: number,
  isFlagged?: boolean,
): Promise<ReviewView> {
  requireRole(caller, 'ADMIN');
  const changed = await runWrite(
    deps.db
      .update(reviews)
      // 1 - flag, not NOT flag: the flag is an integer 0/1 on both engines, and PostgreSQL's NOT takes booleans only
      .set({ isFlagged: isFlagged ?? sql`1 - ${reviews.isFlagged}` })
      .where(eq(reviews.id, id)),
  );
  if (changed.changes === 0) throw notFound(REVIEW_NOT_FOUND);
  return (await loadReview(deps.db, id))!;
}
