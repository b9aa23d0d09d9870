/**
 * The server's first view of a public page (server/pages/, client/app/first-view.ts): the app's own
 * components rendered to HTML for a reader whose script has not arrived yet, or never runs (link
 * previews, crawlers, a phone with JavaScript off). It runs in Node: nothing it imports may import
 * CSS (the pages import their stylesheets) or the device's store.
 */
import { i18n as appI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_DIRECTORY_RATING } from '../../sync/constants';
import type { BusinessRecord, BusinessReviewRecord, CategoryRecord } from '../../sync/schemas/pull';
import type { FirstListing } from '../app/first-view';
import { PublicFrame } from '../app/layout';
import { BusinessResultsView } from '../components/business-results-view';
import { ProfileView } from '../features/business-profile/profile-view';
import { ReviewListView, ReviewsFrame, SignInToReview } from '../features/business-profile/reviews-view';
import { CategoriesHead, CategoriesView } from '../features/categories/categories-view';
import { CategoryEmpty, CategoryView, type PlaceLink } from '../features/category-businesses/category-view';
import { categorySort } from '../features/category-businesses/category-sort';
import { ContactView } from '../features/contact/contact-view';
import { DirectoryFilters } from '../features/directory/directory-filters';
import { GetQuotesOffer } from '../features/directory/get-quotes-offer';
import { DirectoryHead, directoryEmpty } from '../features/directory/directory-view';
import type { DirectoryParams } from '../features/directory/use-directory-params';
import { HomeView } from '../features/home/home-view';
import type { HomeData } from '../features/home/use-home-data';
import { FaqView } from '../features/pages/faq-view';
import { HelpView } from '../features/pages/help-view';
import { NotFound } from '../features/pages/not-found';
import { SiteOrigin } from '../lib/site-origin';
import { MarketContent, type MarketFirstView } from './market-views';
import { TapCopies } from './tap-copies';

export type FirstView =
  | { kind: 'profile'; path: string; business: BusinessRecord; reviews: BusinessReviewRecord[] }
  | { kind: 'not-found'; path: string }
  | { kind: 'home'; path: string; home: HomeData }
  | { kind: 'categories'; path: string; categories: CategoryRecord[] }
  | {
      kind: 'category';
      path: string;
      category: CategoryRecord;
      listing: FirstListing;
      places: PlaceLink[];
      /** A district's page of the category: its title, and no sort (the app does not take it over). */
      heading?: string;
    }
  | {
      kind: 'directory';
      /** With its query string. */
      path: string;
      params: DirectoryParams;
      categories: CategoryRecord[];
      listing: FirstListing;
    }
  | { kind: 'contact'; path: string; /** From the address (`?subject=`), as the app fills it in. */ subject: string }
  | { kind: 'faq' | 'help'; path: string }
  | MarketFirstView;

const nothing = () => undefined;
const neverSent = () => Promise.reject(new Error('The server never sends a message'));

function Content({ view }: { view: FirstView }) {
  const { t } = useLingui();
  switch (view.kind) {
    case 'not-found':
      return <NotFound />;
    case 'home':
      return <HomeView data={view.home} waiting={false} />;
    case 'categories':
      return (
        <>
          <CategoriesHead />
          <CategoriesView categories={view.categories} />
        </>
      );
    case 'category':
      return (
        <CategoryView
          name={view.category.name}
          path={view.path}
          category={view.category}
          sortBy={categorySort(view.listing.filter.sortBy)}
          onSort={view.heading === undefined ? nothing : undefined}
          heading={view.heading}
          places={view.places}
          results={
            <BusinessResultsView
              result={view.listing}
              held={null}
              empty={(saved) => <CategoryEmpty saved={saved} />}
              onMore={nothing}
            />
          }
        />
      );
    case 'directory': {
      const active = view.categories.find((c) => c.id === view.params.categoryId);
      // the same elements as client/features/directory/directory-page.tsx
      return (
        <>
          <DirectoryHead />
          <div className="container two-pane directory-layout">
            <DirectoryFilters
              params={view.params}
              categories={view.categories}
              onCategory={nothing}
              onSearch={nothing}
              onSort={nothing}
            />
            <section aria-labelledby="results-title" className="directory-results">
              <h2 id="results-title" className="visually-hidden">
                <Trans>Results</Trans>
              </h2>
              <GetQuotesOffer
                categoryId={view.params.categoryId}
                query={view.params.query}
                priceRange={view.params.priceRange}
              />
              <BusinessResultsView
                result={view.listing}
                held={null}
                heading={active ? `${active.emoji} ${active.name}` : t`All businesses`}
                defaultRating={DEFAULT_DIRECTORY_RATING}
                empty={directoryEmpty}
                onMore={nothing}
              />
            </section>
          </div>
        </>
      );
    }
    case 'contact':
      return <ContactView initialSubject={view.subject} send={neverSent} />;
    case 'faq':
      return <FaqView />;
    case 'help':
      return <HelpView />;
    case 'services':
    case 'product-reviews':
      return <MarketContent view={view} />;
    case 'profile': {
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
  }
}

/**
 * The page inside the public frame (header, footer), as the signed-out visitor's app renders it,
 * in `i18n`'s language (server/i18n/catalogs.ts); `origin` makes the addresses it shares absolute.
 * A page whose app starts only on a tap carries copies of what its first tap opens (`tapCopies`,
 * ./tap-copies.tsx).
 */
export function renderFirstView(view: FirstView, origin: string, i18n: I18n, tapCopies = false): string {
  // what formats outside a component (client/lib/format.ts) reads the app's one instance: in this
  // language for this render, which is synchronous, and back as it was after it (English on the
  // server: the language of the API's answers)
  const before = {
    locale: appI18n.locale || 'en',
    locales: appI18n.locales,
    messages: appI18n.locale ? appI18n.messages : {},
  };
  appI18n.loadAndActivate({ locale: i18n.locale, locales: i18n.locales, messages: i18n.messages });
  try {
    return renderToString(
      <I18nProvider i18n={i18n}>
        <SiteOrigin value={origin}>
          <StaticRouter location={view.path}>
            <PublicFrame>
              <Content view={view} />
            </PublicFrame>
            {tapCopies && <TapCopies business={view.kind === 'profile' ? view.business : undefined} />}
          </StaticRouter>
        </SiteOrigin>
      </I18nProvider>,
    );
  } finally {
    appI18n.loadAndActivate(before);
  }
}
