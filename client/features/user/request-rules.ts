/**
 * The "Get quotes" form's rules (docs/product.md "Requests and quotes"): what it starts with,
 * and the value it sends, checked by the same schema the server uses (`searchCreateSchema`), so
 * the form shows the server's words for each rule.
 */
import { t } from '@lingui/core/macro';
import { SEARCH_MERGE_HOURS } from '../../../sync/constants';
import { splitPlace } from '../../../sync/places';
import { searchCreateSchema, type SearchCreate, type WhenNeeded } from '../../../sync/schemas/search';
import { parsePriceRange } from '../../lib/format';
import { firstPerField, type Check } from '../../lib/form-errors';
import { readStoredJson, writeStoredJson } from '../../lib/stored-json';

export type RequestDraft = {
  query: string;
  categoryId: string;
  district: string;
  location: string;
  /** "range": the customer gives a budget; "unsure": they do not know yet. */
  budget: 'range' | 'unsure';
  minPrice: string;
  maxPrice: string;
  neededBy: WhenNeeded;
  details: string;
};

export type RequestField = keyof RequestDraft;

/** Where the customer's requests were last posted: the next form starts there. */
const LAST_PLACE_KEY = 'soko.requestPlace';

function lastPlace(): { district: string; location: string } | null {
  // a damaged or missing value is ignored: the profile's place is used instead
  const saved = readStoredJson<unknown>(LAST_PLACE_KEY, null);
  if (saved && typeof saved === 'object' && 'district' in saved && 'location' in saved)
    return { district: String(saved.district), location: String(saved.location) };
  return null;
}

export function rememberPlace(value: { district: string; location: string }): void {
  writeStoredJson(LAST_PLACE_KEY, { district: value.district, location: value.location });
}

/**
 * The form's first state: need, category and budget from the directory search it came from
 * (`q`, `categoryId`, `priceRange`), the place from the last request, else from the profile.
 */
export function initialDraft(params: URLSearchParams, profileLocation: string | null): RequestDraft {
  const place = lastPlace() ?? splitPlace(profileLocation);
  const range = parsePriceRange(params.get('priceRange'));
  const hasBudget = range.minPrice !== undefined || range.maxPrice !== undefined;
  return {
    query: params.get('q') ?? '',
    categoryId: params.get('categoryId') ?? '',
    district: place.district,
    location: place.location,
    budget: hasBudget ? 'range' : 'unsure',
    minPrice: range.minPrice === undefined ? '' : String(range.minPrice),
    maxPrice: range.maxPrice === undefined ? '' : String(range.maxPrice),
    neededBy: 'flexible',
    details: '',
  };
}

/** The request to send, or one message per field. A budget of "not sure" sends no amounts. */
export function checkRequest(draft: RequestDraft): Check<SearchCreate, RequestField> {
  const unsure = draft.budget === 'unsure';
  const parsed = searchCreateSchema.safeParse({
    query: draft.query,
    categoryId: draft.categoryId === '' ? undefined : draft.categoryId,
    district: draft.district,
    location: draft.location,
    minPrice: unsure ? undefined : draft.minPrice,
    maxPrice: unsure ? undefined : draft.maxPrice,
    neededBy: draft.neededBy,
    details: draft.details,
  });
  if (!parsed.success) return { ok: false, errors: firstPerField<RequestField>(parsed.error) };
  if (!unsure && parsed.data.minPrice === undefined && parsed.data.maxPrice === undefined)
    return { ok: false, errors: { maxPrice: t`Please enter a budget, or choose "Not sure"` } };
  return { ok: true, value: parsed.data };
}

/**
 * The customer's earlier active request this one would update on the server (the same need in
 * the same category within SEARCH_MERGE_HOURS), so the preview can say so.
 */
export function requestItUpdates<
  S extends { id: number; query: string; categoryId?: number; status: string; createdAt: string },
>(request: Pick<SearchCreate, 'query' | 'categoryId'>, mine: readonly S[], now = Date.now()): S | undefined {
  const since = now - SEARCH_MERGE_HOURS * 3_600_000;
  return mine.find(
    (s) =>
      s.id > 0 &&
      s.status === 'active' &&
      s.categoryId === request.categoryId &&
      s.query.toLowerCase() === request.query.toLowerCase() &&
      Date.parse(s.createdAt) > since,
  );
}
