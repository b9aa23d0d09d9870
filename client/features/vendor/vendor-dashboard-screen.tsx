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

  if (business === undefined) {
    return businessError ? (
      <ErrorState message={businessError} onRetry={reloadBusiness} />
    ) : (
      <PageLoading label="Loading your dashboard…" />
    );
  }
  if (business === null) {
    return (
      <EmptyState title="Welcome to Soko!">
        <p className="muted">Create your business profile to start receiving leads from customers.</p>
        <Link className="btn btn-primary" to="/vendor/my-business">
          Create Business Profile
        </Link>
      </EmptyState>
    );
  }

  const actions = [
    { to: '/vendor/my-business', label: 'Add New Service' },
    { to: `/vendor/leads/${business.id}`, label: 'View My Leads' },
    { to: '/vendor/reviews', label: 'View Reviews' },
    { to: '/vendor/product-reviews', label: 'Product Reviews' },
  ];
  // unreachable API and nothing fetched yet: the device's figures stand in
  const fromDevice = !fetched && offline && device ? device : undefined;
  const data = fetched ?? fromDevice;
  const rating = data?.stats.averageRating ?? business.rating;

  return (
    <section className="area-page">
      <header>
        <h1>
          {firstVisit ? 'Welcome' : 'Welcome back'}, {business.name}!
        </h1>
        <p className="btn-row muted" style={{ alignItems: 'center' }}>
          {rating > 0 ? <Stars rating={rating} size={14} /> : <span>No ratings yet</span>}
          <span>· {(data?.stats.pageVisits ?? business.visits).toLocaleString('en-US')} page views</span>
        </p>
      </header>
      {fromDevice ? (
        <OfflineNote>
          You are offline: these figures are from the last sync
          {fromDevice.lastSyncAt ? ` (${formatDateTime(fromDevice.lastSyncAt)})` : ''}, as saved on this phone.
        </OfflineNote>
      ) : (
        <>
          <SavedAnswerNote offline={offline} updatedAt={updatedAt} />
          {error && !(offline && fetched) && <ErrorState message={error} onRetry={reload} />}
        </>
      )}
      {loading && !data && <PageLoading label="Loading statistics…" />}
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
  const g = stats.monthlyGrowth;
  const tiles = [
    {
      label: 'Page Visits',
      value: stats.pageVisits.toLocaleString('en-US'),
      count: stats.pageVisits,
      growth: g?.pageVisits,
    },
    { label: 'Reviews', value: stats.totalReviews, count: stats.totalReviews, growth: g?.reviews },
    { label: 'Current Leads', value: stats.currentLeads, count: stats.currentLeads, growth: g?.leads },
    { label: 'Total Bids', value: stats.totalBids, count: stats.totalBids, growth: g?.bids },
  ];
  return (
    <div className="stat-grid">
      {tiles.map((t) => (
        <div key={t.label} className="stat-tile">
          <span className="stat-value">{t.value}</span>
          <span className="stat-label">{t.label}</span>
          {growthNote(t.count, t.growth) && (
            <span className={`stat-growth${(t.growth ?? 0) < 0 ? ' down' : ''}`}>{growthNote(t.count, t.growth)}</span>
          )}
        </div>
      ))}
    </div>
  );
}

function Lists({ data, businessId }: { data: VendorDashboard; businessId: number }) {
  return (
    <div className="grid">
      <section className="card" aria-labelledby="recent-activity" style={{ gridColumn: '1 / -1' }}>
        <h2 id="recent-activity">Recent Activity</h2>
        {data.recentActivity.length === 0 ? (
          <p className="muted">Nothing yet. New leads, reviews and quotes show here.</p>
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
          <h2 id="vendor-recent-reviews">Recent Reviews</h2>
          <Link to="/vendor/reviews">All reviews</Link>
        </div>
        {data.recentReviews.length === 0 ? (
          <EmptyState title="No reviews yet" />
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
  return (
    <section className="card" aria-labelledby="recent-leads">
      <div className="area-head">
        <h2 id="recent-leads">Recent Leads</h2>
        <Link to={`/vendor/leads/${businessId}`}>All leads</Link>
      </div>
      {leads.length === 0 ? (
        <EmptyState title="No leads found" />
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
