import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { DeliveryPromo, HowItWorks, PlatformStats, TopCategories } from './home-sections';
import { PlatformStatsSkeleton, TopCategoriesSkeleton, TopRatedSkeleton } from './home-skeletons';
import TopRatedSection from './top-rated-section';
import type { HomeData } from './use-home-data';

/**
 * Home's content (docs/screens.md "Home"): hero, platform stats, top 4 categories, top 3 rated
 * vendors, delivery, steps; skeletons while `waiting` for the data. The server renders it with the
 * data it sends beside the page (client/first-view/render.tsx), so it imports no stylesheet.
 */
export function HomeView({ data, waiting }: { data: HomeData | null; waiting: boolean }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>
            <Trans>Find trusted businesses across Uganda</Trans>
          </h1>
          <p>
            <Trans>Compare prices in USh, read real reviews and get quotes from vendors near you.</Trans>
          </p>
          <div className="btn-row">
            <Link className="btn btn-light" to="/businesses-directory?sortBy=relevance">
              <SearchIcon /> <Trans>Find what you need</Trans>
            </Link>
            <Link className="btn btn-outline-light" to="/register?role=VENDOR">
              <Trans>Join as vendor</Trans>
            </Link>
          </div>
        </div>
      </section>

      {waiting && (
        <p className="visually-hidden" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {data?.stats ? <PlatformStats stats={data.stats} /> : waiting && <PlatformStatsSkeleton />}
      {data && data.categories.length > 0 ? (
        <TopCategories categories={data.categories} />
      ) : (
        waiting && <TopCategoriesSkeleton />
      )}
      {data && data.topRated.length > 0 ? (
        <TopRatedSection businesses={data.topRated} />
      ) : (
        waiting && <TopRatedSkeleton />
      )}

      <DeliveryPromo />
      <HowItWorks />
    </>
  );
}
