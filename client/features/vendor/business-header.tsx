import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { BusinessLogo } from '../../components/business-logo';
import { Stars } from '../../components/stars';
import { businessPath } from '../../lib/format';
import { useObjectUrl } from '../../lib/use-object-url';
import { RefusedEdit, WaitingBadge } from './edit-state';
import type { MyBusiness } from './use-my-business';

/** The vendor's business at a glance, with a link to its public profile and, for the owner, Edit. */
export function BusinessHeader({ business, onEdit }: { business: MyBusiness; onEdit?: () => void }) {
  const { t } = useLingui();
  const name = business.name;
  const place = [business.city, business.district].filter(Boolean).join(', ');
  const localLogo = useObjectUrl(business.logoBlob);
  return (
    <section className="card row-item">
      {localLogo ? (
        <img className="logo" src={localLogo} alt={t`${name} logo`} width={64} height={64} />
      ) : (
        <BusinessLogo name={business.name} logo={business.logo} size={64} />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <RefusedEdit item={business} what={t`your business`} />
        <h1 style={{ marginBottom: 2, overflowWrap: 'anywhere' }}>{business.name}</h1>
        {business.tagline && <p className="muted">{business.tagline}</p>}
        <p className="meta-line">
          {[business.category?.name, business.subCategory, place].filter(Boolean).join(' · ')}
        </p>
        <p className="btn-row" style={{ alignItems: 'center' }}>
          {business.totalReviews > 0 ? (
            <Stars rating={business.rating} size={14} />
          ) : (
            <span className="muted small">
              <Trans>No reviews yet</Trans>
            </span>
          )}
          {business.isVerified && (
            <span className="badge badge-verified">
              <Trans>Verified</Trans>
            </span>
          )}
          {!business.isActive && (
            <span className="status-badge status-red">
              <Trans>Inactive</Trans>
            </span>
          )}
          <WaitingBadge item={business} />
        </p>
        {business.description && <p className="small">{business.description}</p>}
        <p className="btn-row" style={{ alignItems: 'center' }}>
          {onEdit && (
            <button type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
              <Trans>Edit Business</Trans>
            </button>
          )}
          <Link to={businessPath(business)}>
            <Trans>View public profile</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
