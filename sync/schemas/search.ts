import { z } from 'zod';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  MONEY_MAX,
  SEARCH_DERIVED_STATUSES,
  SEARCH_QUERY_MAX,
} from '../constants';
import { blankToUndefined, textSchema } from './text';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const money = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int('Please enter a whole amount in shillings')
      .min(0, message)
      .max(MONEY_MAX, message)
      .optional(),
  );

/** Derived status of a service request (spec 02 §4). */
export const searchStatusSchema = z.enum(SEARCH_DERIVED_STATUSES);
export type SearchStatus = z.infer<typeof searchStatusSchema>;

/** A service request ("search") a signed-in USER posts from the directory (PRODUCT.md). */
export const searchSchema = z.object({
  query: textSchema('The request', { error: 'Please describe what you need', multiline: true })
    .min(1, 'Please describe what you need')
    .max(SEARCH_QUERY_MAX, `The request can be at most ${SEARCH_QUERY_MAX} characters`),
  categoryId: z.coerce
    .number({ error: 'Please choose a category' })
    .int('Please choose a category')
    .positive('Please choose a category'),
  budget: money('Please enter a valid budget'),
  location: z.preprocess(blankToUndefined, textSchema('The location').max(120, 'The location is too long').optional()),
  minPrice: money('Please enter a valid minimum price'),
  maxPrice: money('Please enter a valid maximum price'),
});
export type Search = z.infer<typeof searchSchema>;

/** The price bounds are checked together here, so `searchSchema` stays open to .pick/.omit. */
export const searchCreateSchema = searchSchema.refine(
  (s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice,
  { message: 'The minimum price cannot be above the maximum price', path: ['maxPrice'] },
);
export type SearchCreate = z.infer<typeof searchCreateSchema>;

/** Admin list filters: GET /searches?status=&q=&page=&limit= */
export const searchListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, searchStatusSchema.optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(SEARCH_QUERY_MAX).optional()),
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(ADMIN_LIST_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, ADMIN_LIST_MAX_LIMIT)),
});
export type SearchListQuery = z.infer<typeof searchListQuerySchema>;

/** DELETE /searches/admin/{id}: the reason is optional and kept in the audit log. */
export const searchDeleteSchema = z.object({
  reason: z.preprocess(
    blankToUndefined,
    textSchema('The reason', { multiline: true }).max(500, 'The reason is too long').optional(),
  ),
});
