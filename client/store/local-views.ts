/**
 * Writes still in the outbox, laid over the synced records so the author sees them at once:
 * a review marked waiting, a vote count moved by one, a quote on its lead, a new delivery.
 * An entry stays here until a pull brings its real row (sync/outbox.ts step 5).
 */
import type { MutationArgs } from '../../sync/mutations';
import type { OutboxState } from '../../sync/outbox';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  DeliveryRecord,
  LeadRecord,
  ProductRecord,
  ProductReviewRecord,
  VoteDirection,
} from '../../sync/schemas/pull';
import { fileBlob, type StoredEntry } from './db';

/** A record that is (or is about to be) on the server; local ones have a negative id. */
export type Local<T> = T & {
  pending?: true;
  mutationId?: string;
  syncState?: OutboxState;
  syncMessage?: string;
};

export type Author = { id: number; firstName: string; lastName: string; avatar: string | null };

const mark = (e: StoredEntry) => ({
  pending: true as const,
  mutationId: e.id,
  syncState: e.state,
  ...(e.message && e.state === 'rejected' && { syncMessage: e.message }),
});
const time = (e: StoredEntry) => new Date(e.clientTime).toISOString();
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const argsOf = <N extends StoredEntry['name']>(e: StoredEntry, _name: N) => e.args as MutationArgs<N>;

/** Approved reviews, the author's own pending or refused one, and the one waiting to sync. */
export function businessReviews(
  businessId: number,
  approved: BusinessReviewRecord[],
  own: BusinessReviewRecord[],
  entries: StoredEntry[],
  author: Author | null,
): Local<BusinessReviewRecord>[] {
  const local = entries
    .filter((e) => e.name === 'review.create' && argsOf(e, 'review.create').businessId === businessId)
    .slice(-1)
    .map((e): Local<BusinessReviewRecord> => {
      const a = argsOf(e, 'review.create');
      return {
        id: -e.seq,
        businessId,
        userId: author?.id ?? e.userId,
        rating: a.rating,
        comment: text(a.comment),
        status: 'PENDING',
        isFlagged: false,
        // the server decides "hired" from the author's quotes; a reply can only follow approval
        hired: false,
        reply: null,
        createdAt: time(e),
        user: { firstName: author?.firstName ?? '', lastName: author?.lastName ?? '', avatar: author?.avatar ?? null },
        ...mark(e),
      };
    });
  const mine = own.filter((r) => r.businessId === businessId);
  // one review per user and business: the newest of the author's replaces the older
  const authorId = author?.id ?? -1;
  const ownSynced = local.length ? [] : mine;
  const others = approved.filter((r) => r.userId !== authorId || (!local.length && !mine.length));
  return [...local, ...ownSynced, ...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export type ProductReviewView = Local<ProductReviewRecord> & { myVote: VoteDirection | null; imageBlob?: Blob };

const weight = (d: VoteDirection | null | undefined, up: VoteDirection) => (d === up ? 1 : 0);

/**
 * Product reviews with the author's queued ones, then the author's own not approved (yet) with
 * their status, then the approved ones the pull brought, every queued vote counted.
 */
export function productReviews(
  synced: ProductReviewRecord[],
  votes: [number, VoteDirection][],
  entries: StoredEntry[],
  author: Author | null,
  own: ProductReviewRecord[] = [],
): ProductReviewView[] {
  const known = new Map(votes);
  const latest = new Map<number, VoteDirection | null>();
  for (const e of entries) {
    if (e.name !== 'productReview.vote' || e.state === 'rejected') continue;
    const a = argsOf(e, 'productReview.vote');
    latest.set(a.reviewId, a.direction === 'none' ? null : a.direction);
  }
  const views: ProductReviewView[] = synced.map((r) => {
    const before = known.get(r.id) ?? null;
    const now = latest.has(r.id) ? latest.get(r.id)! : before;
    return {
      ...r,
      upvotes: r.upvotes - weight(before, 'up') + weight(now, 'up'),
      downvotes: r.downvotes - weight(before, 'down') + weight(now, 'down'),
      myVote: now,
    };
  });
  const local = entries
    .filter((e) => e.name === 'productReview.create')
    .map((e): ProductReviewView => {
      const a = argsOf(e, 'productReview.create');
      return {
        id: -e.seq,
        userId: author?.id ?? e.userId,
        categoryId: a.categoryId,
        name: a.name,
        rating: a.rating,
        imageUrl: text(a.imageUrl),
        image: text(a.image),
        boughtFrom: text(a.boughtFrom),
        amount: text(a.amount),
        comment: text(a.comment),
        upvotes: 0,
        downvotes: 0,
        isFlagged: false,
        createdAt: time(e),
        user: { firstName: author?.firstName ?? '', lastName: author?.lastName ?? '' },
        myVote: null,
        ...(e.files?.image && { imageBlob: fileBlob(e.id, 'image', e.files.image) }),
        ...mark(e),
      };
    });
  const ownIds = new Set(own.map((r) => r.id));
  const waiting = own.map((r): ProductReviewView => ({ ...r, myVote: null }));
  return [...local.reverse(), ...waiting, ...views.filter((r) => !ownIds.has(r.id))];
}

/** The vendor's leads, a queued quote already shown on its lead. */
export function leadsWithQuotes(leads: LeadRecord[], entries: StoredEntry[]): Local<LeadRecord>[] {
  const quotes = new Map(
    entries.filter((e) => e.name === 'bid.create').map((e) => [Number(argsOf(e, 'bid.create').leadId), e]),
  );
  return leads.map((lead) => {
    const e = quotes.get(lead.id);
    if (!e) return lead;
    if (e.state === 'rejected') return { ...lead, ...mark(e) };
    const a = argsOf(e, 'bid.create');
    return {
      ...lead,
      status: 'BID_SENT',
      canBid: false,
      existingBid: {
        id: -e.seq,
        amount: Number(a.amount),
        message: String(a.message),
        estimatedDuration: String(a.estimatedDuration),
        status: 'PENDING',
        submittedAt: time(e),
      },
      ...mark(e),
    };
  });
}

/** The business's deliveries, the queued ones first. */
export function deliveries(
  businessId: number,
  synced: DeliveryRecord[],
  entries: StoredEntry[],
  business: DeliveryRecord['business'],
): Local<DeliveryRecord>[] {
  const local = entries
    .filter((e) => e.name === 'delivery.create' && Number(argsOf(e, 'delivery.create').businessId) === businessId)
    .map((e): Local<DeliveryRecord> => {
      const a = argsOf(e, 'delivery.create');
      return {
        id: -e.seq,
        businessId,
        receiver_name: a.receiver_name,
        receiver_number: a.receiver_number,
        fare: Number(a.fare),
        item_name: a.item_name,
        item_description: (a.item_description as string | undefined) ?? null,
        delivery_address: a.delivery_address,
        weight: a.weight === undefined || a.weight === null || a.weight === '' ? null : Number(a.weight),
        status: 'PENDING',
        cancel_reason: null,
        createdAt: time(e),
        updatedAt: time(e),
        business,
        ...mark(e),
      };
    });
  return [...local.reverse(), ...synced.filter((d) => d.businessId === businessId)];
}

export type EditedProduct = Local<ProductRecord> & { imageBlob?: Blob };
export type EditedBusiness = Local<BusinessRecord> & { logoBlob?: Blob; products: EditedProduct[] };

type Marks = { pending?: true; mutationId?: string; syncState?: OutboxState; syncMessage?: string };

/** The marks of several edits of one record: waiting while any waits, else refused while any is. */
function combine(before: Marks, e: StoredEntry): Marks {
  const next = mark(e);
  if (before.syncState === 'waiting') return before;
  if (before.syncState === 'rejected' && next.syncState === 'applied') return before;
  return next;
}

/** Changed fields of an edit; null clears an optional one, an absent field stays as it was. */
function changes(args: Record<string, unknown>, ids: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([key, v]) => v !== undefined && !ids.includes(key)));
}

/**
 * The vendor's business with its queued edits laid over it, oldest first: the author sees the new
 * values at once, marked waiting, and a refused edit's message. A refused edit changes nothing.
 * A logo or image not uploaded yet comes as a Blob.
 */
export function businessWithEdits(
  business: BusinessRecord,
  entries: readonly StoredEntry[],
  categoryOf: (id: number) => BusinessRecord['category'] | undefined = () => undefined,
): EditedBusiness {
  let edited: EditedBusiness = { ...business, products: [...(business.products ?? [])] };
  for (const e of entries) {
    if (e.name === 'business.update') {
      const a = argsOf(e, 'business.update');
      if (a.businessId !== business.id) continue;
      if (e.state !== 'rejected') {
        edited = { ...edited, ...(changes(a, ['businessId']) as Partial<BusinessRecord>) };
        if (a.categoryId !== undefined && a.categoryId !== business.categoryId)
          edited.category = categoryOf(a.categoryId) ?? { ...edited.category, id: a.categoryId };
        if (e.files?.logo) edited.logoBlob = fileBlob(e.id, 'logo', e.files.logo);
        else if (a.logo !== undefined) delete edited.logoBlob;
      }
      edited = { ...edited, ...combine(edited, e) };
    } else if (e.name === 'product.update') {
      const a = argsOf(e, 'product.update');
      if (a.businessId !== business.id) continue;
      edited.products = edited.products.map((p) => {
        if (p.id !== a.productId) return p;
        let next: EditedProduct = p;
        if (e.state !== 'rejected') {
          next = { ...p, ...(changes(a, ['businessId', 'productId']) as Partial<ProductRecord>) };
          if (e.files?.image) next.imageBlob = fileBlob(e.id, 'image', e.files.image);
        }
        return { ...next, ...combine(p as Marks, e) };
      });
    }
  }
  return edited;
}
