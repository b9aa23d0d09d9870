import { t } from '@lingui/core/macro';
import { z } from 'zod';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  MONEY_MAX,
  SEARCH_DERIVED_STATUSES,
  SEARCH_DETAILS_MAX,
  SEARCH_LOCATION_MAX,
  SEARCH_QUERY_MAX,
} from '../constants';
import { districtSchema } from './place';
import { blankToUndefined, textSchema } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const money = (message: FieldMessage) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: () => t`Please enter a whole amount in shillings` })
      .min(0, { error: message })
      .max(MONEY_MAX, { error: message })
      .optional(),
  );

/** Derived status of a service request (docs/screens.md "My Searches"). */
const searchStatusSchema = z.enum(SEARCH_DERIVED_STATUSES);
export type SearchStatus = z.infer<typeof searchStatusSchema>;

/** When the customer needs the job done (the request form's choice). */
export const WHEN_NEEDED = ['today', 'this-week', 'this-month', 'flexible'] as const;
export type WhenNeeded = (typeof WHEN_NEEDED)[number];

/**
 * A service request a signed-in USER posts on purpose ("Get quotes", docs/product.md): the need,
 * its category, where (district, and area or town), the budget as a range or not given ("not
 * sure"), when it is needed and details. POST /api/searches and the offline `search.create`
 * mutation both take it.
 */
const searchSchema = z.object({
  query: textSchema('The request', { error: () => t`Please describe what you need`, multiline: true })
    .min(1, { error: () => t`Please describe what you need` })
    .max(SEARCH_QUERY_MAX, { error: () => t`The request can be at most ${SEARCH_QUERY_MAX} characters` }),
  categoryId: z.coerce
    .number({ error: () => t`Please choose a category` })
    .int({ error: () => t`Please choose a category` })
    .positive({ error: () => t`Please choose a category` }),
  district: districtSchema,
  location: textSchema('The area or town', { error: () => t`Please enter your area or town` })
    .min(1, { error: () => t`Please enter your area or town` })
    .max(SEARCH_LOCATION_MAX, { error: () => t`The area or town is too long` }),
  minPrice: money(() => t`Please enter a valid minimum budget`),
  maxPrice: money(() => t`Please enter a valid maximum budget`),
  neededBy: z.enum(WHEN_NEEDED, { error: () => t`Please choose when you need it` }).default('flexible'),
  details: z.preprocess(
    blankToUndefined,
    textSchema('The details', { multiline: true })
      .max(SEARCH_DETAILS_MAX, { error: () => t`The details can be at most ${SEARCH_DETAILS_MAX} characters` })
      .optional(),
  ),
});

/** The budget bounds are checked together here, so `searchSchema` stays open to .pick/.omit. */
export const searchCreateSchema = searchSchema.refine(
  (s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice,
  { error: () => t`The minimum budget cannot be above the maximum`, path: ['maxPrice'] },
);
export type SearchCreate = z.infer<typeof searchCreateSchema>;

/**
 * A request's stored fields from the form's values: empty ones as null, and `budget` (the one
 * figure older screens show) as the top of the range.
 */
export function requestFields(input: SearchCreate) {
  return {
    query: input.query,
    district: input.district,
    location: input.location,
    budget: input.maxPrice ?? input.minPrice ?? null,
    minPrice: input.minPrice ?? null,
    maxPrice: input.maxPrice ?? null,
    neededBy: input.neededBy,
    details: input.details ?? null,
  };
}

/** GET /api/searches/preview: how many businesses a request of this category and place reaches. */
export const searchPreviewQuerySchema = z.object({
  categoryId: searchSchema.shape.categoryId,
  district: districtSchema,
});
export type SearchPreviewQuery = z.infer<typeof searchPreviewQuerySchema>;

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
    textSchema('The reason', { multiline: true })
      .max(500, { error: () => t`The reason is too long` })
      .optional(),
  ),
});
