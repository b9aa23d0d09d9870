import { t } from '@lingui/core/macro';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { PublicUser } from '../../../../sync/schemas/auth';
import { api } from '../../../lib/api-client';

/** An account as GET /api/users lists it. */
export type AdminUser = PublicUser;

export type UserPage = { users: AdminUser[]; pagination: Pagination };

/** Suspended if inactive; Unverified if active but not verified; otherwise Active (docs/screens.md "Admin users"). */
export function userStatusText(
  user: Pick<AdminUser, 'isActive' | 'isVerified'>,
): 'Suspended' | 'Unverified' | 'Active' {
  if (!user.isActive) return 'Suspended';
  if (!user.isVerified) return 'Unverified';
  return 'Active';
}

export async function fetchUsers(params: URLSearchParams, signal: AbortSignal): Promise<UserPage> {
  const { users, pagination } = await api(`/users?${params}`, { fallback: t`Failed to fetch users`, signal });
  return { users, pagination };
}

/** Suspend sets the account inactive, reactivate active again; the reason goes to the audit log. */
export function setUserStatus(user: AdminUser, reason: string) {
  const suspend = user.isActive;
  return api(`/users/${user.id}/status`, {
    method: 'PUT',
    json: { action: suspend ? 'suspend' : 'reactivate', reason: reason.trim(), isActive: !suspend },
    fallback: t`Failed to update user status`,
  });
}
