/** Answers of /api/users (the admin's accounts) and /api/user/profile (the account's own). */
import type { PublicUser } from '../schemas/auth';
import type { Done, PagedAnswer } from './envelope';

/** An account as the admin's detail shows it: with its business and how much it wrote. */
type AccountDetail = PublicUser & {
  business: { id: number; name: string } | null;
  _count: { searches: number; reviews: number };
};

/** The accounts' counts of the admin's users screen; the months are calendar months. */
type UserStats = {
  totalUsers: number;
  activeUsers: number;
  suspendedUsers: number;
  /** Active accounts that never confirmed their e-mail. */
  unverifiedUsers: number;
  byRole: Record<PublicUser['role'], number>;
  newThisMonth: number;
  newLastMonth: number;
};

/** An account after a change, with the change in words. */
type AccountChanged = Done & { user: PublicUser };

export interface UserAnswers {
  'GET /users/stats': { success: true; data: UserStats };
  'GET /users': PagedAnswer<'users', PublicUser>;
  'GET /users/:id': { success: true; user: AccountDetail };
  'PUT /users/:id/status': AccountChanged;
  'PUT /users/:id/role': AccountChanged;
  'DELETE /users/:id': Done;
  'GET /user/profile': { success: true; user: PublicUser };
  'PUT /user/profile': AccountChanged;
}
