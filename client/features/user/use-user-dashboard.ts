import { useApi } from '../../lib/use-api';
import { USER_DASHBOARD_RECENT_REVIEWS } from '../../../sync/constants';
import { userKeys } from './user-keys';

/**
 * GET /api/users/dashboard, which answers `{ success, data }` (docs/screens.md "User dashboard"),
 * through the one server-state hook: seen online, it opens offline with its last answer.
 */
export function useUserDashboard() {
  const answer = useApi(userKeys.dashboard(), '/users/dashboard', 'Failed to fetch dashboard data');
  const data = answer.data?.data;
  return {
    ...answer,
    data: data && { ...data, recentReviews: data.recentReviews.slice(0, USER_DASHBOARD_RECENT_REVIEWS) },
  };
}
