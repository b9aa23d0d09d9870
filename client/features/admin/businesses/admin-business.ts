import { t } from '@lingui/core/macro';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { BusinessView } from '../../../../sync/answers/business';
import { api } from '../../../lib/api-client';

/** The fields of a business (GET /api/businesses/admin) that the admin list shows. */
export type AdminBusiness = Pick<
  BusinessView,
  | 'id'
  | 'name'
  | 'logo'
  | 'city'
  | 'district'
  | 'category'
  | 'rating'
  | 'totalReviews'
  | 'isVerified'
  | 'isActive'
  | 'owner'
  | 'reviewedAt'
  | 'createdAt'
>;

/** `new`: not yet looked at by an admin nor verified, so not indexed (docs/product.md "Shared links"). */
export type BusinessFilter = 'all' | 'active' | 'inactive' | 'new';

/** Whether search engines still wait for an admin to look at the business. */
export const isNewBusiness = (b: AdminBusiness) => !b.reviewedAt && !b.isVerified;

/** Businesses per page of the admin list (the API allows up to 100). */
const BUSINESS_PAGE_SIZE = 50;

/** One page of the admin list, with where it stands (matching businesses in all, pages). */
export type BusinessPage = { businesses: AdminBusiness[]; pagination: Pagination };

/** GET /businesses/admin: searched on the server (name, owner e-mail and name, district, town), newest first. */
export function businessListPath(filter: BusinessFilter, q: string, page: number) {
  const params = new URLSearchParams(filter === 'new' ? { status: 'all', review: 'new' } : { status: filter });
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(BUSINESS_PAGE_SIZE));
  return `/businesses/admin?${params}` as const;
}

export async function fetchAllBusinesses(
  path: ReturnType<typeof businessListPath>,
  signal: AbortSignal,
): Promise<BusinessPage> {
  const { businesses, pagination } = await api(path, { fallback: t`Failed to fetch businesses`, signal });
  return { businesses, pagination };
}

export function setBusinessStatus(id: number, isActive: boolean, reason: string) {
  return api(`/businesses/${id}/status`, {
    method: 'PUT',
    json: { isActive, reason: reason.trim() },
    fallback: t`Failed to update business status`,
  });
}

/** An admin has looked at a new business: its profile may be indexed. */
export function markBusinessReviewed(id: number) {
  return api(`/businesses/${id}/reviewed`, { method: 'PUT', fallback: t`Failed to mark the business as looked at` });
}

export function deleteBusiness(id: number) {
  return api(`/businesses/admin/${id}`, { method: 'DELETE', fallback: t`Failed to delete business` });
}
