import { Link } from 'react-router-dom';
import { BusinessLogo } from '../../components/business-logo';
import { Stars } from '../../components/stars';
import { businessPath } from '../../lib/format';
import type { MyBusiness } from './use-my-business';

/** The vendor's business at a glance, with a link to its public profile. */
export function BusinessHeader({ business }: { business: MyBusiness }) {
  const place = [business.city, business.district].filter(Boolean).join(', ');
  return (
    <section className="card row-item">
      <BusinessLogo name={business.name} logo={business.logo} size={64} />
      <div>
        <h1 style={{ marginBottom: 2 }}>{business.name}</h1>
        {business.tagline && <p className="muted">{business.tagline}</p>}
        <p className="meta-line">
          {[business.category?.name, business.subCategory, place].filter(Boolean).join(' · ')}
        </p>
        <p className="btn-row" style={{ alignItems: 'center' }}>
          {business.totalReviews > 0 ? (
            <Stars rating={business.rating} size={14} />
          ) : (
            <span className="muted small">No reviews yet</span>
          )}
          {business.isVerified && <span className="badge badge-verified">Verified</span>}
          {!business.isActive && <span className="status-badge status-red">Inactive</span>}
        </p>
        {business.description && <p className="small">{business.description}</p>}
        <Link to={businessPath(business)}>View public profile</Link>
      </div>
    </section>
  );
}
