import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { VendorDashboard, VendorDashboardLead } from '../../../sync/answers/dashboard';
import { QuickActions } from '../../components/quick-actions';
import { Stars } from '../../components/stars';
import { EmptyState, ErrorState, OfflineNote, PageLoading, SavedAnswerNote } from '../../components/status';
import { formatDateTime, relativeTime } from '../../lib/format';
import { growthNote } from '../../lib/growth-note';
import { useFirstVisit } from '../../lib/new-account';
import { useSession } from '../../lib/session';
import { budgetRange } from './lead-view';
import { useMyBusiness } from './use-my-business';
import { useDeviceDashboard, useVendorDashboard } from './use-vendor-dashboard';
import { InsightsSection } from './vendor-insights-section';

/**
 * The vendor's dashboard (docs/screens.md "Vendor dashboard") with its insights. When
 * the API cannot be reached it shows what the device holds, the business and its leads as last
 * synced, and says so, rather than going blank.
 */
export default function VendorDashboardScreen() {
  const { business, error: businessError, reload: reloadBusiness } = useMyBusiness();
  const { data: fetched, error, offline, loading, updatedAt, reload } = useVendorDashboard(business?.id ?? null);
  const device = useDeviceDashboard(business);
  const firstVisit = useFirstVisit('vendor', useSession().user?.id, Boolean(business));
  const { t, i18n } = useLingui();

  if (business === undefined) {
    return businessError ? (
      <ErrorState message={businessError} onRetry={reloadBusiness} />
    ) : (
      <PageLoading label={t`Loading your dashboard…`} />
    );
  }
  if (business === null) {
    return (
      <EmptyState title={t`Welcome to Soko!`}>
        <p className="muted">
          <Trans>Create your business profile to start receiving leads from customers.</Trans>
        </p>
        <Link className="btn btn-primary" to="/vendor/my-business">
          <Trans>Create Business Profile</Trans>
        </Link>
      </EmptyState>
    );
  }

  const actions = [
    { to: '/vendor/my-business', label: t`Add New Service` },
    { to: `/vendor/leads/${business.id}`, label: t`View My Leads` },
    { to: '/vendor/reviews', label: t`View Reviews` },
    { to: '/vendor/product-reviews', label: t`Product Reviews` },
  ];
  // unreachable API and nothing fetched yet: the device's figures stand in
  const fromDevice = !fetched && offline && device ? device : undefined;
  const data = fetched ?? fromDevice;
  const rating = data?.stats.averageRating ?? business.rating;
  const name = business.name;
  const visits = i18n.number(data?.stats.pageVisits ?? business.visits);
  const lastSync = fromDevice?.lastSyncAt ? formatDateTime(fromDevice.lastSyncAt) : null;

  return (
    <section className="area-page">
      <header>
        <h1>{firstVisit ? <Trans>Welcome, {name}!</Trans> : <Trans>Welcome back, {name}!</Trans>}</h1>
        <p className="btn-row muted" style={{ alignItems: 'center' }}>
          {rating > 0 ? (
            <Stars rating={rating} size={14} />
          ) : (
            <span>
              <Trans>No ratings yet</Trans>
            </span>
          )}
          <span>
            · <Trans>{visits} page views</Trans>
          </span>
        </p>
      </header>
      {fromDevice ? (
        <OfflineNote>
          {lastSync ? (
            <Trans>You are offline: these figures are from the last sync ({lastSync}), as saved on this phone.</Trans>
          ) : (
            <Trans>You are offline: these figures are from the last sync, as saved on this phone.</Trans>
          )}
        </OfflineNote>
      ) : (
        <>
          <SavedAnswerNote offline={offline} updatedAt={updatedAt} />
          {error && !(offline && fetched) && <ErrorState message={error} onRetry={reload} />}
        </>
      )}
      {loading && !data && <PageLoading label={t`Loading statistics…`} />}
      {data && <Stats stats={data.stats} />}
      <QuickActions links={actions} />
      {data?.insights && <InsightsSection insights={data.insights} />}
      {fetched && <Lists data={fetched} businessId={business.id} />}
      {fromDevice && (
        <div className="grid">
          <RecentLeads leads={fromDevice.recentLeads} businessId={business.id} />
        </div>
      )}
    </section>
  );
}

type Figures = VendorDashboard['stats'];

/** The four tiles; growth only with the server's figures (the device has no monthly history). */
function Stats({ stats }: { stats: Omit<Figures, 'monthlyGrowth'> & Partial<Pick<Figures, 'monthlyGrowth'>> }) {
  const { t, i18n } = useLingui();
  const g = stats.monthlyGrowth;
  const tiles = [
    {
      label: t`Page Visits`,
      value: i18n.number(stats.pageVisits),
      count: stats.pageVisits,
      growth: g?.pageVisits,
    },
    { label: t`Reviews`, value: stats.totalReviews, count: stats.totalReviews, growth: g?.reviews },
    { label: t`Current Leads`, value: stats.currentLeads, count: stats.currentLeads, growth: g?.leads },
    { label: t`Total Bids`, value: stats.totalBids, count: stats.totalBids, growth: g?.bids },
  ];
  return (
    <div className="stat-grid">
      {tiles.map((tile) => (
        <div key={tile.label} className="stat-tile">
          <span className="stat-value">{tile.value}</span>
          <span className="stat-label">{tile.label}</span>
          {growthNote(tile.count, tile.growth) && (
            <span className={`stat-growth${(tile.growth ?? 0) < 0 ? ' down' : ''}`}>
              {growthNote(tile.count, tile.growth)}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

function Lists({ data, businessId }: { data: VendorDashboard; businessId: number }) {
  const { t } = useLingui();
  return (
    <div className="grid">
      <section className="card" aria-labelledby="recent-activity" style={{ gridColumn: '1 / -1' }}>
        <h2 id="recent-activity">
          <Trans>Recent Activity</Trans>
        </h2>
        {data.recentActivity.length === 0 ? (
          <p className="muted">
            <Trans>Nothing yet. New leads, reviews and quotes show here.</Trans>
          </p>
        ) : (
          <ul className="row-list">
            {data.recentActivity.map((a, i) => (
              <li key={i}>
                <p>{a.message}</p>
                <p className="meta-line">{relativeTime(a.time)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RecentLeads leads={data.recentLeads} businessId={businessId} />
      <section className="card" aria-labelledby="vendor-recent-reviews">
        <div className="area-head">
          <h2 id="vendor-recent-reviews">
            <Trans>Recent Reviews</Trans>
          </h2>
          <Link to="/vendor/reviews">
            <Trans>All reviews</Trans>
          </Link>
        </div>
        {data.recentReviews.length === 0 ? (
          <EmptyState title={t`No reviews yet`} />
        ) : (
          <ul className="row-list">
            {data.recentReviews.map((r) => (
              <li key={r.id}>
                <Stars rating={r.rating} size={12} showValue={false} />
                {r.comment && <p className="line-clamp-2">{r.comment}</p>}
                <p className="meta-line">
                  {r.user.firstName} {r.user.lastName} · {relativeTime(r.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A lead as the list shows it: the server's (VendorDashboardLead) or one the device holds (VendorLead). */
type ShownLead = Pick<VendorDashboardLead, 'id' | 'createdAt'> & {
  search: Parameters<typeof budgetRange>[0] & Pick<VendorDashboardLead['search'], 'query' | 'category'>;
};

function RecentLeads({ leads, businessId }: { leads: ShownLead[]; businessId: number }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="recent-leads">
      <div className="area-head">
        <h2 id="recent-leads">
          <Trans>Recent Leads</Trans>
        </h2>
        <Link to={`/vendor/leads/${businessId}`}>
          <Trans>All leads</Trans>
        </Link>
      </div>
      {leads.length === 0 ? (
        <EmptyState title={t`No leads found`} />
      ) : (
        <ul className="row-list">
          {leads.map((l) => (
            <li key={l.id}>
              <p>
                <strong>{l.search.query}</strong>
              </p>
              <p className="meta-line">
                {[l.search.category.name, budgetRange(l.search), relativeTime(l.createdAt)].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
