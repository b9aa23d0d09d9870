/**
 * The server's first view of products and services and of product reviews (server/pages/market-pages.ts):
 * the same parts as the app's screens, for a visitor who is not signed in.
 */
import type { FirstProductReviews, FirstServices } from '../app/first-view';
import {
  NO_REVIEW_FILTER,
  ProductReviewsHead,
  ProductReviewsListView,
  SignInToAddReview,
} from '../features/product-reviews/product-reviews-view';
import { ServiceResults, ServicesView } from '../features/services/services-view';

export type MarketFirstView = ({ path: string } & FirstServices) | ({ path: string } & FirstProductReviews);

const nothing = () => undefined;
const noVote = () => null;

export function MarketContent({ view }: { view: MarketFirstView }) {
  if (view.kind === 'services') {
    return (
      <ServicesView
        services={view.counts.services}
        businesses={view.counts.businesses}
        categories={view.categories}
        filter={{ text: '', categoryId: null, price: '' }}
        onFilter={nothing}
      >
        <ServiceResults shown={view.services} found={view.counts.services} onMore={nothing} />
      </ServicesView>
    );
  }
  return (
    <>
      <ProductReviewsHead action={<SignInToAddReview />} />
      <div className="container section">
        <ProductReviewsListView
          stats={view.stats}
          categories={view.categories}
          filter={NO_REVIEW_FILTER}
          onFilter={nothing}
          shown={view.reviews.map((r) => ({ ...r, myVote: null }))}
          page={view.page}
          pages={view.pages}
          canVote={false}
          onVote={noVote}
        />
      </div>
    </>
  );
}

/** What the app starts from beside the page (client/app/first-view.ts): the view without its address. */
export function marketViewData(view: MarketFirstView): FirstServices | FirstProductReviews {
  const { path, ...data } = view;
  void path;
  return data;
}
