import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { BusinessLogo } from '../../../components/business-logo';
import { businessPath, formatDate } from '../../../lib/format';
import { shortId } from '../display';
import { AdminTable, PersonCell } from '../ui/admin-table';
import { Badge } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import { isNewBusiness, type AdminBusiness } from './admin-business';
import type { ListProps } from '../ui/list-props';

const COLUMNS = [msg`ID`, msg`Business`, msg`Owner`, msg`Rating`, msg`Status`, msg`Created`];

export function BusinessTable({
  items,
  onChangeStatus,
  onMarkReviewed,
  onDelete,
}: ListProps<AdminBusiness, 'onChangeStatus' | 'onMarkReviewed' | 'onDelete'>) {
  const { t } = useLingui();
  return (
    <AdminTable columns={COLUMNS.map((column) => t(column))}>
      {items.map((b) => {
        const name = b.name;
        return (
          <tr key={b.id}>
            <td className="adm-mono">{shortId(b.id)}</td>
            <td>
              <div className="adm-cell-with-avatar">
                <BusinessLogo name={b.name} logo={b.logo} size={36} />
                <div>
                  <Link to={businessPath(b)} className="adm-strong">
                    {b.name}
                  </Link>
                  <div className="muted small">
                    {[b.category.name, [b.city, b.district].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                  </div>
                </div>
              </div>
            </td>
            <PersonCell person={b.owner} />
            <td>
              {b.rating.toFixed(1)} <span className="muted small">({b.totalReviews})</span>
            </td>
            <td>
              <Badge tone={b.isActive ? 'green' : 'neutral'}>{b.isActive ? t`Active` : t`Inactive`}</Badge>{' '}
              {b.isVerified && <Badge tone="blue">{t`Verified`}</Badge>}
              {isNewBusiness(b) && <Badge tone="neutral">{t`New · not indexed`}</Badge>}
            </td>
            <td className="adm-nowrap">{formatDate(b.createdAt)}</td>
            <td className="adm-row-actions">
              {isNewBusiness(b) && (
                <SmallButton tone="outline" name={t`Mark ${name} as looked at`} onClick={() => onMarkReviewed(b)}>
                  <Trans>Looked at</Trans>
                </SmallButton>
              )}
              <SmallButton
                tone="outline"
                name={b.isActive ? t`Deactivate ${name}` : t`Activate ${name}`}
                onClick={() => onChangeStatus(b)}
              >
                {b.isActive ? t`Deactivate` : t`Activate`}
              </SmallButton>
              <SmallButton tone="danger" name={t`Delete ${name}`} onClick={() => onDelete(b)}>
                <Trans>Delete</Trans>
              </SmallButton>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
