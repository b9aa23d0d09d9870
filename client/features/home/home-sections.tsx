import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DELIVERY_ILLUSTRATIVE_COST, HOME_CATEGORY_COUNT } from '../../../sync/constants';
import { CategoryIcon } from '../../components/category-icon';
import { TruckIcon } from '../../components/icons';
import { StatTiles } from '../../components/stat-tiles';
import { categoryPath, formatCount, formatUSh } from '../../lib/format';
import type { HomeCategory, HomeStats } from './use-home-data';

/** The community delivery service is a separate site (docs/screens.md "Home"). */
const DELIVERY_SERVICE_URL = 'https://delivery.soko.ug';

/** Home's categories: the HOME_CATEGORY_COUNT with the most businesses (the app and the server alike). */
export function topCategories<C extends Pick<HomeCategory, '_count'>>(categories: C[]): C[] {
  return [...categories].sort((a, b) => b._count.businesses - a._count.businesses).slice(0, HOME_CATEGORY_COUNT);
}

export function PlatformStats({ stats }: { stats: HomeStats }) {
  const { t } = useLingui();
  const tiles = [
    { label: t`Businesses`, value: stats.totalBusinesses },
    { label: t`Categories`, value: stats.totalCategories },
    { label: t`Users`, value: stats.totalUsers },
    { label: t`Reviews`, value: stats.totalReviews },
  ].filter((tile): tile is { label: string; value: number } => typeof tile.value === 'number');
  return (
    <section className="container stats-band" aria-label={t`Platform statistics`}>
      <StatTiles
        className="stats-grid"
        tileClassName="stat"
        stats={tiles.map((tile) => ({ label: tile.label, value: formatCount(tile.value) }))}
      />
    </section>
  );
}

export function TopCategories({ categories }: { categories: HomeCategory[] }) {
  return (
    <section className="section container" aria-labelledby="top-categories">
      <div className="section-head">
        <h2 id="top-categories">
          <Trans>Top categories</Trans>
        </h2>
        <Link to="/busines-categories">
          <Trans>All categories</Trans>
        </Link>
      </div>
      <ul className="grid grid-4 category-tiles">
        {categories.map((c) => {
          const businesses = c._count.businesses;
          return (
            <li key={c.id}>
              <Link className="card category-tile" to={categoryPath(c)}>
                <CategoryIcon category={c} size={40} className="category-emoji" />
                <span className="category-tile-name">{c.name}</span>
                <span className="muted small">
                  <Plural value={businesses} one="# business" other="# businesses" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function DeliveryPromo() {
  const cost = formatUSh(DELIVERY_ILLUSTRATIVE_COST);
  return (
    <section className="section container" aria-labelledby="delivery">
      <div className="card delivery-card">
        <TruckIcon size={36} className="delivery-icon" />
        <div>
          <h2 id="delivery">
            <Trans>Need it delivered?</Trans>
          </h2>
          <p>
            <Trans>
              Our partner community delivery riders carry parcels, cakes and spare parts across town. For example, a
              parcel from Kampala to Entebbe costs about <strong>{cost}</strong>.
            </Trans>
          </p>
          <a className="btn btn-primary" href={DELIVERY_SERVICE_URL} target="_blank" rel="noopener noreferrer">
            <Trans>
              Book a delivery
              <span className="visually-hidden"> (opens the delivery service in a new tab)</span>
            </Trans>
          </a>
        </div>
      </div>
    </section>
  );
}

const STEPS = [
  { title: msg`Search`, text: msg`Choose a category, say what you need and set your budget.` },
  { title: msg`Compare`, text: msg`Check prices in USh, ratings and reviews from real customers.` },
  { title: msg`Connect`, text: msg`Chat on WhatsApp, e-mail the business or receive quotes.` },
];

export function HowItWorks() {
  const { t } = useLingui();
  return (
    <section className="section container" aria-labelledby="how-it-works">
      <h2 id="how-it-works">
        <Trans>How it works</Trans>
      </h2>
      <ol className="steps">
        {STEPS.map((s, i) => (
          <li key={i} className="card step">
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{t(s.title)}</h3>
            <p className="muted">{t(s.text)}</p>
          </li>
        ))}
      </ol>
      <p>
        <Trans>
          Run a business? <Link to="/register?role=VENDOR">List it on Soko for free</Link>.
        </Trans>
      </p>
    </section>
  );
}
