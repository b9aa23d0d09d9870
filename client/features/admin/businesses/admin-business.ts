import { api } from '../../../lib/api-client';
import { listFrom } from '../data/list-answer';

/** The fields of spec 02 §3 Business that the admin list shows. */
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

export function businessListPath(filter: BusinessFilter, page: number): string {
  return `/businesses/all?status=${filter}&page=${page}&limit=${BUSINESS_PAGE_SIZE}`;
}

/** GET /businesses/all answers a bare array, newest first for admins. */
export async function fetchAllBusinesses(path: string, signal: AbortSignal): Promise<AdminBusiness[]> {
  const answer = await api<unknown>(path, { fallback: 'Failed to fetch businesses', signal });
  return listFrom<AdminBusiness>(answer, 'businesses');
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
