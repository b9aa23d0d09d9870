import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, PageLoading, SavedAnswerNote } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { ReviewRow } from './review-row';
import { useApi } from '../../lib/use-api';
import { userKeys } from './user-keys';

function useMyReviews() {
  const { t } = useLingui();
  const result = useApi(userKeys.reviews(), '/reviews/my-reviews', t`Failed to fetch your reviews`);
  return { ...result, reviews: result.data?.data };
}

/** My Reviews (docs/screens.md "My Reviews"): the customer's business reviews with status and a Flagged tag. */
export default function MyReviewsScreen() {
  const { t } = useLingui();
  const { reviews, error, loading, offline, updatedAt, reload } = useMyReviews();
  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>My Reviews</Trans>
        </h1>
        <p className="muted">
          <Trans>Reviews you wrote about businesses. New reviews show once approved.</Trans>
        </p>
      </header>
      <SavedAnswerNote offline={offline} updatedAt={updatedAt} />
      {loading && !reviews && <PageLoading label={t`Loading your reviews…`} />}
      {error && !(offline && reviews) && <ErrorState message={error} onRetry={reload} />}
      <ItemList items={reviews} empty={t`No reviews yet`} as="ul" className="row-list">
        {(review) => <ReviewRow review={review} />}
      </ItemList>
    </section>
  );
}
