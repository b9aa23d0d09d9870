import { api } from '../../../lib/api-client';
import { listFrom, pagesFrom, totalFrom } from '../data/list-answer';

/** The fields of a business (GET /api/businesses/admin) that the admin list shows. */
export type AdminBusiness = {
  id: number;
  name: string;
  logo: string | null;
  city: string | null;
  district: string | null;
  category?: { name: string } | null;
  rating: number;
  totalReviews: number;
  isVerified: boolean;
  isActive: boolean;
  owner?: { firstName: string; lastName: string; email: string } | null;
  createdAt: string;
};

export type BusinessFilter = 'all' | 'active' | 'inactive';

/** Businesses per page of the admin list (the API allows up to 100). */
export const BUSINESS_PAGE_SIZE = 50;

/** One page of the admin list, with the number of pages and of matching businesses in all. */
export type BusinessPage = { businesses: AdminBusiness[]; pages: number; total: number };

/** GET /businesses/admin: searched on the server (name, owner e-mail and name, district, town), newest first. */
export function businessListPath(filter: BusinessFilter, q: string, page: number): string {
  const params = new URLSearchParams({ status: filter });
  if (q) params.set('q', q);
  params.set('page', String(page));
  params.set('limit', String(BUSINESS_PAGE_SIZE));
  return `/businesses/admin?${params}`;
}

export async function fetchAllBusinesses(path: string, signal: AbortSignal): Promise<BusinessPage> {
  const answer = await api<unknown>(path, { fallback: 'Failed to fetch businesses', signal });
  const businesses = listFrom<AdminBusiness>(answer, 'businesses');
  return { businesses, pages: pagesFrom(answer), total: totalFrom(answer, businesses.length) };
}

export function setBusinessStatus(id: number, isActive: boolean, reason: string) {
  return api(`/businesses/${id}/status`, {
    method: 'PUT',
    json: { isActive, reason: reason.trim() },
    fallback: 'Failed to update business status',
  });
}

export function deleteBusiness(id: number) {
  return api(`/businesses/admin/${id}`, { method: 'DELETE', fallback: 'Failed to delete business' });
}
