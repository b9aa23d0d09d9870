/**
 * The server's first view of a public page (server/pages/, client/app/first-view.ts): the app's own
 * components rendered to HTML for a reader whose script has not arrived yet, or never runs (link
 * previews, crawlers, a phone with JavaScript off). It runs in Node: nothing it imports may import
 * CSS (the pages import their stylesheets) or the device's store.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BusinessRecord, BusinessReviewRecord } from '../../sync/schemas/pull';
import { PublicFrame } from '../app/layout';
import { ProfileView } from '../features/business-profile/profile-view';
import { ReviewListView, ReviewsFrame, SignInToReview } from '../features/business-profile/reviews-view';
import { NotFound } from '../features/pages/not-found';
import { SiteOrigin } from '../lib/site-origin';

export type FirstView =
  | { kind: 'profile'; path: string; business: BusinessRecord; reviews: BusinessReviewRecord[] }
  | { kind: 'not-found'; path: string };

function Content({ view }: { view: FirstView }) {
  if (view.kind === 'not-found') return <NotFound />;
  const { business, reviews, path } = view;
  return (
    <ProfileView
      business={business}
      reviews={
        <ReviewsFrame form={<SignInToReview returnTo={path} />}>
          <ReviewListView reviews={reviews} businessName={business.name} />
        </ReviewsFrame>
      }
    />
  );
}

/**
 * The page inside the public frame (header, footer), as the signed-out visitor's app renders it;
 * `origin` makes the addresses it shares absolute.
 */
export function renderFirstView(view: FirstView, origin: string): string {
  return renderToString(
    <SiteOrigin value={origin}>
      <StaticRouter location={view.path}>
        <PublicFrame>
          <Content view={view} />
        </PublicFrame>
      </StaticRouter>
    </SiteOrigin>,
  );
}
