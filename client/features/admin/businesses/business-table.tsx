import { Link } from 'react-router-dom';
import { BusinessLogo } from '../../../components/business-logo';
import { businessPath, formatDate } from '../../../lib/format';
import { shortId } from '../display';
import { AdminTable, PersonCell } from '../ui/admin-table';
import { Badge } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import { isNewBusiness, type AdminBusiness } from './admin-business';
import type { ListProps } from '../ui/list-props';

const COLUMNS = ['ID', 'Business', 'Owner', 'Rating', 'Status', 'Created'];

const toggle = (b: AdminBusiness) => (b.isActive ? 'Deactivate' : 'Activate');

export function BusinessTable({
  items,
  onChangeStatus,
  onMarkReviewed,
  onDelete,
}: ListProps<AdminBusiness, 'onChangeStatus' | 'onMarkReviewed' | 'onDelete'>) {
  return (
    <AdminTable columns={COLUMNS}>
      {items.map((b) => (
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
            <Badge tone={b.isActive ? 'green' : 'neutral'}>{b.isActive ? 'Active' : 'Inactive'}</Badge>{' '}
            {b.isVerified && <Badge tone="blue">Verified</Badge>}
            {isNewBusiness(b) && <Badge tone="neutral">New · not indexed</Badge>}
          </td>
          <td className="adm-nowrap">{formatDate(b.createdAt)}</td>
          <td className="adm-row-actions">
            {isNewBusiness(b) && (
              <SmallButton tone="outline" name={`Mark ${b.name} as looked at`} onClick={() => onMarkReviewed(b)}>
                Looked at
              </SmallButton>
            )}
            <SmallButton tone="outline" name={`${toggle(b)} ${b.name}`} onClick={() => onChangeStatus(b)}>
              {toggle(b)}
            </SmallButton>
            <SmallButton tone="danger" name={`Delete ${b.name}`} onClick={() => onDelete(b)}>
              Delete
            </SmallButton>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
