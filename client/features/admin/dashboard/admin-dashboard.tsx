import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const QUICK_ACTIONS: readonly { label: MessageDescriptor; to: string; icon: AdminIconName }[] = [
  { label: msg`Manage Users`, to: '/admin/all-users', icon: 'users' },
  { label: msg`View Businesses`, to: '/admin/all-businesses', icon: 'store' },
  { label: msg`Review Queue`, to: '/admin/all-reviews', icon: 'star' },
  { label: msg`Reports`, to: '/admin/reported-users', icon: 'flag' },
];

export function AdminDashboard() {
  const { user } = useSession();
  const query = useAdminQuery(adminKeys.list('stats'), fetchAdminStats);
  const stats = query.data;
  const { t } = useLingui();
  const firstName = user?.firstName;
  const pending = formatCount(stats?.pendingReviews);

  return (
    <section>
      <PageHead
        admin
        title={t`Dashboard`}
        lead={
          firstName
            ? t`Welcome back, ${firstName}. Here is what is happening on Soko.`
            : t`Welcome back. Here is what is happening on Soko.`
        }
      />
      <QueryStatus query={query} loadingText={t`Loading statistics…`} />
      {stats && (
        <>
          <dl className="adm-headline" aria-label={t`Headline counts`}>
            <div>
              <dt>
                <Trans>Total businesses</Trans>
              </dt>
              <dd>{formatCount(stats.totalBusinesses)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Reviews</Trans>
              </dt>
              <dd>{formatCount(stats.totalReviews)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Verified</Trans>
              </dt>
              <dd>{formatCount(stats.verifiedBusinesses)}</dd>
            </div>
          </dl>
          <div className="adm-grid adm-grid-4">
            <GrowthCard label={t`Total Users`} value={stats.totalUsers} growth={stats.monthlyGrowth.users} />
            <GrowthCard
              label={t`Active Businesses`}
              value={stats.activeBusinesses}
              growth={stats.monthlyGrowth.businesses}
            />
            <GrowthCard label={t`Total Searches`} value={stats.totalSearches} growth={stats.monthlyGrowth.searches} />
            <GrowthCard
              label={t`Accepted Quote Value`}
              value={stats.totalRevenue}
              display={formatUSh(stats.totalRevenue)}
              growth={stats.monthlyGrowth.revenue}
            />
          </div>
          <div className="adm-grid adm-small-cards">
            <SmallCard label={t`Total Bids`} value={stats.totalBids} note={t`quotes sent`} />
            <SmallCard label={t`Total Reviews`} value={stats.totalReviews} note={t`${pending} pending`} />
            <SmallCard label={t`Product Reviews`} value={stats.totalProductReviews} />
            <SmallCard label={t`Reported Users`} value={stats.reportedUsers} />
            <SmallCard label={t`Categories`} value={stats.totalCategories} />
            <SmallCard label={t`Messages`} value={stats.totalMessages} />
          </div>
        </>
      )}
      <section className="card adm-quick-actions" aria-labelledby="quick-actions">
        <h2 id="quick-actions">
          <Trans>Quick Actions</Trans>
        </h2>
        <div className="adm-grid adm-grid-4">
          {QUICK_ACTIONS.map((action) => (
            <Link key={action.to} to={action.to} className="adm-quick-action">
              <AdminIcon name={action.icon} size={22} />
              {t(action.label)}
            </Link>
          ))}
        </div>
      </section>
    </section>
  );
}
