import { t } from '@lingui/core/macro';
import { z } from 'zod';
import {
  BUSINESS_NAME_MAX,
  BUSINESS_TAGLINE_MAX,
  DESCRIPTION_MAX,
  MONEY_MAX,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_DEFAULT_PAGE,
  SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX,
  SORT_OPTIONS,
  URL_MAX,
} from '../constants';
import { optionalPhoneSchema } from './phone';
import { optionalDistrictSchema } from './place';
import { blankToNull, textSchema, type TextOptions } from './text';
import { hoursJson, inWeekdayOrder, isBusinessHours, type BusinessHours } from './hours';
import { uploadedImageSchema } from './uploaded-image';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const REQUIRED: FieldMessage = () => t`Please fill in all required fields`;

/** Blank optional text is "not given" (null), so a partial update can also clear a field. */
const optionalText = (max: number, label: string, options: TextOptions = {}) =>
  z.preprocess(blankToNull, textSchema(label, options).max(max, `${label} can be at most ${max} characters`).nullish());
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullish());

/** "www.shop.ug" is taken as "https://www.shop.ug"; anything but http(s) is refused. */
const website = z
  .string()
  .trim()
  .max(URL_MAX, { error: () => t`The website address is too long` })
  .transform((url) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`))
  .pipe(z.url({ protocol: /^https?$/, error: () => t`Please enter a valid website address` }));

export { WEEKDAYS, parseBusinessHours, type BusinessHours, type Weekday } from './hours';

const HOURS_ERROR: FieldMessage = () => t`Please enter opening hours like 08:00–18:00`;

/**
 * Opening hours as their owner writes them, valid as ./hours.ts says (the one definition, which
 * the offline store also reads pulled hours with), in weekday order. A multipart form sends the
 * JSON as text, so text is parsed first.
 */
export const businessHoursSchema = z.preprocess(
  hoursJson,
  z.custom<BusinessHours>(isBusinessHours, { error: HOURS_ERROR }).transform(inWeekdayOrder),
);

/** A business profile as its owner writes it (docs/screens.md "My Business"). */
const businessSchema = z.object({
  name: textSchema('The name', { error: REQUIRED })
    .min(1, { error: REQUIRED })
    .max(BUSINESS_NAME_MAX, { error: () => t`The name can be at most ${BUSINESS_NAME_MAX} characters` }),
  categoryId: z.number({ error: REQUIRED }).int({ error: REQUIRED }).positive({ error: REQUIRED }),
  description: optionalText(DESCRIPTION_MAX, 'The description', { multiline: true }),
  tagline: optionalText(BUSINESS_TAGLINE_MAX, 'The tagline'),
  city: optionalText(80, 'The city'),
  district: optionalDistrictSchema,
  subCategory: optionalText(80, 'The sub-category'),
  whatsapp: optionalPhoneSchema(() => t`Please enter a valid WhatsApp number`),
  email: optional(
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: () => t`Please enter a valid email address` })),
  ),
  website: optional(website),
  tiktokUsername: optional(
    z
      .string()
      .trim()
      .transform((name) => name.replace(/^@/, ''))
      .pipe(z.string().regex(/^[A-Za-z0-9._]{1,60}$/, { error: () => t`Please enter a valid TikTok username` })),
  ),
  /** An image uploaded beforehand; a multipart request sends the file as `logo` instead. */
  logo: optional(uploadedImageSchema),
  /** Null or blank clears the hours. */
  hours: optional(businessHoursSchema),
});

export const businessCreateSchema = businessSchema;
export type BusinessCreate = z.infer<typeof businessCreateSchema>;

/** PUT/PATCH /api/businesses/{id}: only the changed fields; blank optional text clears it. */
export const businessUpdateSchema = businessSchema.partial();
export type BusinessUpdate = z.infer<typeof businessUpdateSchema>;

/** PUT /api/businesses/{id}/status (admin). */
export const businessStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  isVerified: z.boolean({ error: 'isVerified must be true or false' }).optional(),
  reason: optionalText(500, 'The reason', { multiline: true }),
});
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

/**
 * The budget box: "50000+" or "50k+" is a minimum, "100,000-500,000" or "100k - 500k" a range,
 * a single amount is the most the customer will spend. Null when the text is not a budget.
 */
export function parsePriceRange(text: string): { minPrice?: number; maxPrice?: number } | null {
  const clean = text.toLowerCase().replace(/ush|ugx|shs?|\s|,|_/g, '');
  if (clean === '') return {};
  if (clean.endsWith('+')) {
    const min = parseAmount(clean.slice(0, -1));
    return min === null ? null : { minPrice: min };
  }
  const parts = clean.split(/-|–|to/);
  if (parts.length === 2) {
    const [min, max] = parts.map(parseAmount);
    return min === null || max === null || min === undefined || max === undefined
      ? null
      : { minPrice: min, maxPrice: max };
  }
  const max = parts.length === 1 ? parseAmount(clean) : null;
  return max === null ? null : { maxPrice: max };
}

function parseAmount(text: string | undefined): number | null {
  const match = text?.match(/^(\d+(?:\.\d+)?)(k|m)?$/);
  if (!match) return null;
  const amount = Math.round(Number(match[1]) * (match[2] === 'k' ? 1e3 : match[2] === 'm' ? 1e6 : 1));
  return amount <= MONEY_MAX ? amount : null;
}

/** Query-string mirrors send numbers as text; blank means "not given". */
const looseNumber = (message: FieldMessage) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.replace(/[\s,_]/g, '')) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(MONEY_MAX, { error: message })
      .optional(),
  );

/** POST /api/businesses/search (docs/screens.md "Business directory"); priceRange is the budget box text. */
export const businessSearchSchema = z
  .object({
    query: z
      .string()
      .max(SEARCH_QUERY_MAX, { error: () => t`The search text is too long` })
      .nullish(),
    categoryId: looseNumber(() => t`Unknown category`),
    minPrice: looseNumber(() => t`Please enter a valid minimum price`),
    maxPrice: looseNumber(() => t`Please enter a valid maximum price`),
    priceRange: z
      .string()
      .max(60, { error: () => t`Please enter a budget like 50000+ or 100000-500000` })
      .nullish(),
    sortBy: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(SORT_OPTIONS, { error: `Sort by one of: ${SORT_OPTIONS.join(', ')}` }).default('relevance'),
    ),
    page: looseNumber(() => t`Page must be a positive number`).transform((p) => Math.max(p ?? SEARCH_DEFAULT_PAGE, 1)),
    limit: looseNumber(() => t`Limit must be a positive number`).transform((l) =>
      Math.min(Math.max(l ?? SEARCH_DEFAULT_LIMIT, 1), SEARCH_MAX_LIMIT),
    ),
  })
  .transform((input, ctx) => {
    const budget = parsePriceRange(input.priceRange ?? '');
    if (!budget) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceRange'],
        message: t`Please enter a budget like 50000+ or 100000-500000`,
      });
      return z.NEVER;
    }
    const minPrice = input.minPrice ?? budget.minPrice;
    const maxPrice = input.maxPrice ?? budget.maxPrice;
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: t`Minimum price cannot be more than maximum price` });
      return z.NEVER;
    }
    return {
      query: input.query?.trim() ?? '',
      categoryId: input.categoryId || undefined,
      minPrice,
      maxPrice,
      sortBy: input.sortBy,
      page: input.page,
      limit: input.limit,
    };
  });
export type BusinessSearch = z.infer<typeof businessSearchSchema>;
