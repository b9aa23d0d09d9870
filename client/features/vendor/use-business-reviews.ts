import { PUBLIC_LIST_MAX_LIMIT } from '../../../sync/constants';
import { useBusinessReviews as useStoredReviews } from '../../store/hooks';
import { useApi } from './use-api';

export type CustomerReview = {
  id: number;
  rating: number;
  comment: string | null;
  status: string;
  isFlagged?: boolean;
  createdAt: string;
  user: { firstName: string; lastName: string; avatar: string | null };
};

/**
 * The customer reviews of the vendor's business: GET /api/reviews/business/{id} when online,
 * the copy kept on the device when the network is out.
 */
export function useCustomerReviews(businessId: number) {
  const remote = useApi<{ data: CustomerReview[] }>(
    `/reviews/business/${businessId}?page=1&limit=${PUBLIC_LIST_MAX_LIMIT}`,
    'Failed to fetch reviews',
  );
  const stored = useStoredReviews(businessId);
  const useStore = remote.offline && !remote.data;
  return {
    reviews: useStore ? stored : remote.data?.data,
    error: useStore ? undefined : remote.error,
    offline: useStore,
    reload: remote.reload,
  };
}
