import { api } from '../../../lib/api-client';
import { listFrom, pagesFrom, totalFrom } from '../data/list-answer';

export type AdminUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  avatar: string | null;
  role: string;
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
};

export type UserPage = { users: AdminUser[]; pages: number; total: number };

/** Suspended if inactive; Unverified if active but not verified; otherwise Active (docs/screens.md "Admin users"). */
export function userStatusText(
  user: Pick<AdminUser, 'isActive' | 'isVerified'>,
): 'Suspended' | 'Unverified' | 'Active' {
  if (!user.isActive) return 'Suspended';
  if (!user.isVerified) return 'Unverified';
  return 'Active';
}

export async function fetchUsers(params: URLSearchParams, signal: AbortSignal): Promise<UserPage> {
  const answer = await api<unknown>(`/users?${params}`, { fallback: 'Failed to fetch users', signal });
  const users = listFrom<AdminUser>(answer, 'users');
  return { users, pages: pagesFrom(answer), total: totalFrom(answer, users.length) };
}

/** Suspend sets the account inactive, reactivate active again; the reason goes to the audit log. */
export function setUserStatus(user: AdminUser, reason: string) {
  const suspend = user.isActive;
  return api(`/users/${user.id}/status`, {
    method: 'PUT',
    json: { action: suspend ? 'suspend' : 'reactivate', reason: reason.trim(), isActive: !suspend },
    fallback: 'Failed to update user status',
  });
}
