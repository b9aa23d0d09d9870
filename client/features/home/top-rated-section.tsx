import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DEFAULT_HOME_RATING } from '../../../sync/constants';
import { BusinessCard, type BusinessCardData } from '../../components/business-card';
import { ArrowRightIcon } from '../../components/icons';

/** Home's top 3 rated vendors (docs/screens.md "Home"). */
export default function TopRatedSection({ businesses }: { businesses: BusinessCardData[] }) {
  return (
    <section className="section container" aria-labelledby="top-rated">
      <div className="section-head">
        <h2 id="top-rated">
          <Trans>Top rated vendors</Trans>
        </h2>
        <Link to="/businesses-directory?sortBy=rating">
          <Trans>See all</Trans> <ArrowRightIcon size={16} />
        </Link>
      </div>
      <div className="grid grid-3">
        {businesses.map((b) => (
          <BusinessCard key={b.id} business={b} defaultRating={DEFAULT_HOME_RATING} />
        ))}
      </div>
    </section>
  );
}
