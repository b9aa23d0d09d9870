/**
 * The shared steps of bulk moderation (PUT /api/reviews/bulk and /api/product-reviews/bulk):
 * which of the asked ids move, and the audit row of each move. Each service updates its own
 * table in between, and reviews also recompute their businesses' ratings.
 */
import { auditLog } from '../../../db/schema';
import type { BulkChange, BulkModeration, ReviewStatusValue } from '../../../sync/schemas/review';
import type { Tx } from '../searches/search-view';

/** The audit action of a status change, by the status it goes to (report-service.ts writes `review.reject` too). */
const REVIEW_STATUS_ACTIONS: Record<ReviewStatusValue, string> = {
  APPROVED: 'approve',
  REJECTED: 'reject',
  PENDING: 'requeue',
};

/**
 * Of the asked ids (duplicates once), the rows that change: not already in the status, and in
 * `from` when it is given. Ids with no row are `unknown`.
 */
export function movesOf<R extends { id: number; status: ReviewStatusValue }>(input: BulkModeration, rows: R[]) {
  const ids = [...new Set(input.ids)];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const moving = ids.flatMap((id) => {
    const row = byId.get(id);
    return row && row.status !== input.status && (!input.from || row.status === input.from) ? [row] : [];
  });
  return { moving, unknown: ids.filter((id) => !byId.has(id)) };
}

/** One audit row per move (`<kind>.approve|reject|requeue`, the previous status as the reason), and the answer. */
export async function auditMoves(
  tx: Tx,
  move: { actorId: number; kind: 'review' | 'product_review'; to: ReviewStatusValue; at: Date },
  moving: readonly { id: number; status: ReviewStatusValue }[],
): Promise<BulkChange[]> {
  if (moving.length > 0)
    await tx.insert(auditLog).values(
      moving.map((r) => ({
        actorId: move.actorId,
        action: `${move.kind}.${REVIEW_STATUS_ACTIONS[move.to]}`,
        targetType: move.kind,
        targetId: r.id,
        reason: `previous status: ${r.status}`,
        createdAt: move.at,
      })),
    );
  return moving.map((r) => ({ id: r.id, from: r.status, to: move.to }));
}
