import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { PageLoading } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { categoryPath } from '../../lib/format';
import { DeliveryPromo, HowItWorks, PlatformStats } from './home-sections';
import { useHomeData } from './use-home-data';
import './home.css';

// Business cards bring the image helper (and, through sync/image-path.ts, zod): they load beside
// the home data instead of delaying the first paint on 2G.
const TopRatedSection = lazy(() => import('./top-rated-section'));

/** Spec 01 §2 Home: hero, platform stats, top 4 categories, top 3 rated vendors, delivery, steps. */
export default function HomePage() {
  useDocumentMeta({
    title: 'Soko Uganda · Find trusted businesses, compare prices and get quotes',
    description: 'Find trusted businesses in Uganda, compare prices in USh, read reviews and get quotes.',
    exactTitle: true,
  });
  const { data, loading } = useHomeData();

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Find trusted businesses across Uganda</h1>
          <p>Compare prices in USh, read real reviews and get quotes from vendors near you.</p>
          <div className="btn-row">
            <Link className="btn btn-light" to="/businesses-directory?sortBy=relevance">
              <SearchIcon /> Find what you need
            </Link>
            <Link className="btn btn-outline-light" to="/register">
              Join as vendor
            </Link>
          </div>
        </div>
      </section>

      {data?.stats && <PlatformStats stats={data.stats} />}
      {!data && loading && <PageLoading />}

      {data && data.categories.length > 0 && (
        <section className="section container" aria-labelledby="top-categories">
          <div className="section-head">
            <h2 id="top-categories">Top categories</h2>
            <Link to="/busines-categories">All categories</Link>
          </div>
          <ul className="grid grid-4 category-tiles">
            {data.categories.map((c) => (
              <li key={c.id}>
                <Link className="card category-tile" to={categoryPath(c)}>
                  <span className="category-emoji" aria-hidden="true">
                    {c.emoji}
                  </span>
                  <span className="category-tile-name">{c.name}</span>
                  <span className="muted small">
                    {c._count.businesses} {c._count.businesses === 1 ? 'business' : 'businesses'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data && data.topRated.length > 0 && (
        <Suspense fallback={null}>
          <TopRatedSection businesses={data.topRated} />
        </Suspense>
      )}

      <DeliveryPromo />
      <HowItWorks />
    </>
  );
}
