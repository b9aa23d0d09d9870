import { Link } from 'react-router-dom';
import { formatUSh } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { AdminIcon, type AdminIconName } from '../layout/admin-icons';
import { PageHead } from '../../../components/page-head';
import { QueryStatus } from '../ui/query-status';
import { fetchAdminStats } from './admin-stats';
import { formatCount, GrowthCard, SmallCard } from './stat-cards';
import './dashboard.css';

const QUICK_ACTIONS: readonly { label: string; to: string; icon: AdminIconName }[] = [
  { label: 'Manage Users', to: '/admin/all-users', icon: 'users' },
  { label: 'View Businesses', to: '/admin/all-businesses', icon: 'store' },
  { label: 'Review Queue', to: '/admin/all-reviews', icon: 'star' },
  { label: 'Reports', to: '/admin/reported-users', icon: 'flag' },
];

export function AdminDashboard() {
  const { user } = useSession();
  const query = useAdminQuery(adminKeys.list('stats'), fetchAdminStats);
  const stats = query.data;

  return (
    <section>
      <PageHead
        admin
        title="Dashboard"
        lead={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}. Here is what is happening on Soko.`}
      />
      <QueryStatus query={query} loadingText="Loading statistics…" />
      {stats && (
        <>
          <dl className="adm-headline" aria-label="Headline counts">
            <div>
              <dt>Total businesses</dt>
              <dd>{formatCount(stats.totalBusinesses)}</dd>
            </div>
            <div>
              <dt>Reviews</dt>
              <dd>{formatCount(stats.totalReviews)}</dd>
            </div>
            <div>
              <dt>Verified</dt>
              <dd>{formatCount(stats.verifiedBusinesses)}</dd>
            </div>
          </dl>
          <div className="adm-grid adm-grid-4">
            <GrowthCard label="Total Users" value={stats.totalUsers} growth={stats.monthlyGrowth.users} />
            <GrowthCard
              label="Active Businesses"
              value={stats.activeBusinesses}
              growth={stats.monthlyGrowth.businesses}
            />
            <GrowthCard label="Total Searches" value={stats.totalSearches} growth={stats.monthlyGrowth.searches} />
            <GrowthCard
              label="Accepted Quote Value"
              value={stats.totalRevenue}
              display={formatUSh(stats.totalRevenue)}
              growth={stats.monthlyGrowth.revenue}
            />
          </div>
          <div className="adm-grid adm-small-cards">
            <SmallCard label="Total Bids" value={stats.totalBids} note="quotes sent" />
            <SmallCard
              label="Total Reviews"
              value={stats.totalReviews}
              note={`${formatCount(stats.pendingReviews)} pending`}
            />
            <SmallCard label="Product Reviews" value={stats.totalProductReviews} />
            <SmallCard label="Reported Users" value={stats.reportedUsers} />
            <SmallCard label="Categories" value={stats.totalCategories} />
            <SmallCard label="Messages" value={stats.totalMessages} />
          </div>
        </>
      )}
      <section className="card adm-quick-actions" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <div className="adm-grid adm-grid-4">
          {QUICK_ACTIONS.map((action) => (
            <Link key={action.to} to={action.to} className="adm-quick-action">
              <AdminIcon name={action.icon} size={22} />
              {action.label}
            </Link>
          ))}
        </div>
      </section>
    </section>
  );
}
