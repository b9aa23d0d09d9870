/** Product reviews (docs/screens.md "Product reviews"): the form's rules, and the listing's page, filters and sorts. */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { IMAGE_MAX_BYTES, PRODUCT_REVIEWS_PAGE_SIZE, PRODUCT_REVIEW_SORTS } from '../../../sync/constants';
import { productReviewCreateSchema } from '../../../sync/schemas/product-review';

export type ProductReviewDraft = {
  name: string;
  categoryId: string;
  rating: number;
  boughtFrom: string;
  amount: string;
  imageUrl: string;
  comment: string;
  image: File | null;
};

export const REQUIRED_MESSAGE = msg`Please fill in all required fields`;
export const NOT_AN_IMAGE = msg`Please choose an image file (JPG, PNG, WebP or GIF)`;
export const IMAGE_TOO_LARGE = msg`The image must be at most 5 MB`;

/** Name, category and a rating above 0 are required; a file must be an image; text as the server checks it. */
export function validateProductReview(d: ProductReviewDraft): string | null {
  if (!d.name.trim() || !d.categoryId || !(d.rating > 0)) return t(REQUIRED_MESSAGE);
  if (d.image) return imageProblem(d.image);
  const parsed = productReviewCreateSchema.safeParse(toCreateArgs(d));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? t(REQUIRED_MESSAGE));
}

function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return t(NOT_AN_IMAGE);
  if (file.size > IMAGE_MAX_BYTES) return t(IMAGE_TOO_LARGE);
  return null;
}

/** The args of `productReview.create`: optional text left out when blank, the URL only without a file. */
export function toCreateArgs(d: ProductReviewDraft) {
  const text = (v: string) => v.trim() || undefined;
  return {
    name: d.name.trim(),
    categoryId: Number(d.categoryId),
    rating: d.rating,
    boughtFrom: text(d.boughtFrom),
    amount: text(d.amount),
    comment: text(d.comment),
    imageUrl: d.image ? undefined : text(d.imageUrl),
  };
}

export type ReviewSort = (typeof PRODUCT_REVIEW_SORTS)[number];
export const SORT_NAMES: Record<ReviewSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  'highest-rated': msg`Highest rated`,
  'lowest-rated': msg`Lowest rated`,
  'most-upvoted': msg`Most upvoted`,
  'most-downvoted': msg`Most downvoted`,
  'most-helpful': msg`Most helpful`,
};

type Sortable = { rating: number; upvotes: number; downvotes: number; createdAt: string };

export function compareReviews(sort: ReviewSort): (a: Sortable, b: Sortable) => number {
  const newest = (a: Sortable, b: Sortable) => b.createdAt.localeCompare(a.createdAt);
  switch (sort) {
    case 'oldest':
      return (a, b) => a.createdAt.localeCompare(b.createdAt);
    case 'highest-rated':
      return (a, b) => b.rating - a.rating || newest(a, b);
    case 'lowest-rated':
      return (a, b) => a.rating - b.rating || newest(a, b);
    case 'most-upvoted':
      return (a, b) => b.upvotes - a.upvotes || newest(a, b);
    case 'most-downvoted':
      return (a, b) => b.downvotes - a.downvotes || newest(a, b);
    case 'most-helpful':
      return (a, b) => b.upvotes - b.downvotes - (a.upvotes - a.downvotes) || newest(a, b);
    default:
      return newest;
  }
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRODUCT_REVIEWS_PAGE_SIZE));
}

/**
 * The category and rating filters and the sort act on every review the device holds, and only
 * then is the result cut into pages of 20: filtering and sorting one page of newest first would
 * hide the best match whenever it sat on another page. The page is kept within the page count.
 */
export function visiblePage<T extends Sortable & { categoryId: number }>(
  all: readonly T[],
  options: { page: number; categoryId: number | null; rating: number | null; sort: ReviewSort },
): { shown: T[]; page: number; pages: number } {
  const matching = all
    .filter((r) => options.categoryId === null || r.categoryId === options.categoryId)
    .filter((r) => options.rating === null || r.rating === options.rating)
    .sort(compareReviews(options.sort));
  const pages = pageCount(matching.length);
  const page = Math.min(Math.max(1, options.page), pages);
  const start = (page - 1) * PRODUCT_REVIEWS_PAGE_SIZE;
  return { shown: matching.slice(start, start + PRODUCT_REVIEWS_PAGE_SIZE), page, pages };
}

/** The page an address asks for (`?page=`, docs/screens.md "Product reviews"): a whole number from 1, else 1. */
export function reviewPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string of a page of the list: none for the first. */
export const reviewPageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

/** The figures above the list. */
export type ReviewStatsData = { total: number; average: number; categories: number; helpful: number };

/** The figures of `reviews`: how many, their average rating, over how many categories, and their helpful votes. */
export function reviewStats(
  reviews: readonly { rating: number; categoryId: number; upvotes: number }[],
): ReviewStatsData {
  const total = reviews.length;
  return {
    total,
    average: total ? reviews.reduce((sum, r) => sum + r.rating, 0) / total : 0,
    categories: new Set(reviews.map((r) => r.categoryId)).size,
    helpful: reviews.reduce((sum, r) => sum + r.upvotes, 0),
  };
}
