import { Link } from 'react-router-dom';
import { DELIVERY_ILLUSTRATIVE_COST, HOME_CATEGORY_COUNT } from '../../../sync/constants';
import { CategoryIcon } from '../../components/category-icon';
import { TruckIcon } from '../../components/icons';
import { StatTiles } from '../../components/stat-tiles';
import { categoryPath, formatUSh } from '../../lib/format';
import type { HomeCategory, HomeStats } from './use-home-data';

/** The community delivery service is a separate site (docs/screens.md "Home"). */
export const DELIVERY_SERVICE_URL = 'https://delivery.soko.ug';

const count = new Intl.NumberFormat('en-US');

/** Home's categories: the HOME_CATEGORY_COUNT with the most businesses (the app and the server alike). */
export function topCategories<C extends Pick<HomeCategory, '_count'>>(categories: C[]): C[] {
  return [...categories].sort((a, b) => b._count.businesses - a._count.businesses).slice(0, HOME_CATEGORY_COUNT);
}

export function PlatformStats({ stats }: { stats: HomeStats }) {
  const tiles = [
    { label: 'Businesses', value: stats.totalBusinesses },
    { label: 'Categories', value: stats.totalCategories },
    { label: 'Users', value: stats.totalUsers },
    { label: 'Reviews', value: stats.totalReviews },
  ].filter((t): t is { label: string; value: number } => typeof t.value === 'number');
  return (
    <section className="container stats-band" aria-label="Platform statistics">
      <StatTiles
        className="stats-grid"
        tileClassName="stat"
        stats={tiles.map((t) => ({ label: t.label, value: count.format(t.value) }))}
      />
    </section>
  );
}

export function TopCategories({ categories }: { categories: HomeCategory[] }) {
  return (
    <section className="section container" aria-labelledby="top-categories">
      <div className="section-head">
        <h2 id="top-categories">Top categories</h2>
        <Link to="/busines-categories">All categories</Link>
      </div>
      <ul className="grid grid-4 category-tiles">
        {categories.map((c) => (
          <li key={c.id}>
            <Link className="card category-tile" to={categoryPath(c)}>
              <CategoryIcon category={c} size={40} className="category-emoji" />
              <span className="category-tile-name">{c.name}</span>
              <span className="muted small">
                {c._count.businesses} {c._count.businesses === 1 ? 'business' : 'businesses'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DeliveryPromo() {
  return (
    <section className="section container" aria-labelledby="delivery">
      <div className="card delivery-card">
        <TruckIcon size={36} className="delivery-icon" />
        <div>
          <h2 id="delivery">Need it delivered?</h2>
          <p>
            Our partner community delivery riders carry parcels, cakes and spare parts across town. For example, a
            parcel from Kampala to Entebbe costs about <strong>{formatUSh(DELIVERY_ILLUSTRATIVE_COST)}</strong>.
          </p>
          <a className="btn btn-primary" href={DELIVERY_SERVICE_URL} target="_blank" rel="noopener noreferrer">
            Book a delivery
            <span className="visually-hidden"> (opens the delivery service in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}

const STEPS = [
  { title: 'Search', text: 'Choose a category, say what you need and set your budget.' },
  { title: 'Compare', text: 'Check prices in USh, ratings and reviews from real customers.' },
  { title: 'Connect', text: 'Chat on WhatsApp, e-mail the business or receive quotes.' },
];

export function HowItWorks() {
  return (
    <section className="section container" aria-labelledby="how-it-works">
      <h2 id="how-it-works">How it works</h2>
      <ol className="steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="card step">
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{s.title}</h3>
            <p className="muted">{s.text}</p>
          </li>
        ))}
      </ol>
      <p>
        Run a business? <Link to="/register?role=VENDOR">List it on Soko for free</Link>.
      </p>
    </section>
  );
}
