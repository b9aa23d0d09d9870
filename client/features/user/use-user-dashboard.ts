import { useLingui } from '@lingui/react/macro';
import { useApi } from '../../lib/use-api';
import { USER_DASHBOARD_RECENT_REVIEWS } from '../../../sync/constants';
import { useMySearches } from '../../store/my-searches';
import { contactedBusinesses, withContactedFromDevice } from './contacted-businesses';
import { userKeys } from './user-keys';

/**
 * GET /api/users/dashboard, which answers `{ success, data }` (docs/screens.md "User dashboard"),
 * through the one server-state hook: seen online, it opens offline with its last answer. Its
 * Connected Businesses follow the requests the device holds, so a hire shows there offline too.
 */
export function useUserDashboard() {
  const { t } = useLingui();
  const answer = useApi(userKeys.dashboard(), '/users/dashboard', t`Failed to fetch dashboard data`);
  const stored = useMySearches();
  const data = answer.data?.data;
  const current = data && stored ? withContactedFromDevice(data, contactedBusinesses(stored)) : data;
  return {
    ...answer,
    data: current && { ...current, recentReviews: current.recentReviews.slice(0, USER_DASHBOARD_RECENT_REVIEWS) },
  };
}
