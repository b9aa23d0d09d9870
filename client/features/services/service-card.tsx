import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { BusinessLogo } from '../../components/business-logo';
import { PinIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { businessPath, formatPriceRange } from '../../lib/format';
import type { ServiceItem } from './service-filters';

/** A service or product card (docs/screens.md "Products and services"). */
export function ServiceCard({ service }: { service: ServiceItem }) {
  const b = service.business;
  const { t } = useLingui();
  const name = b.name;
  const reviews = b.totalReviews;
  const price = formatPriceRange(service.minPrice ?? service.price, service.maxPrice ?? service.price);
  const place = [b.city, b.district].filter(Boolean).join(', ') || t`Location not specified`;
  const count = b.productCount;
  return (
    <article className="card service-card">
      <span className="badge badge-price">{price ?? t`Contact for pricing`}</span>
      <h3>{service.name}</h3>
      {service.description && <p className="muted line-clamp-3">{service.description}</p>}
      <div className="service-biz">
        <BusinessLogo name={b.name} logo={b.logo} size={40} />
        <div>
          <p className="service-biz-name">{b.name}</p>
          <p className="muted small">{b.category.name}</p>
        </div>
      </div>
      <p className="meta-line">
        <Stars rating={b.rating} size={14} />
        <span>
          (<Plural value={reviews} one="# review" other="# reviews" />)
        </span>
      </p>
      <p className="meta-line">
        <PinIcon size={16} />
        <span>{place}</span>
      </p>
      <p className="meta-line">
        <Plural value={count} one="# service" other="# services" />
      </p>
      <Link className="btn btn-outline btn-block service-link" to={businessPath(b)}>
        <Trans>View Business</Trans>
        <span className="visually-hidden">: {name}</span>
      </Link>
    </article>
  );
}
