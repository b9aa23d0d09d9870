import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContactStatus, UserDashboard } from '../../../sync/answers/dashboard';
import { BusinessLogo } from '../../components/business-logo';
import { QuickActions } from '../../components/quick-actions';
import { Stars } from '../../components/stars';
import { EmptyState, ErrorState, PageLoading, SavedAnswerNote } from '../../components/status';
import { formatUSh, relativeTime } from '../../lib/format';
import { isNewAccount } from '../../lib/new-account';
import { useSession } from '../../lib/session';
import { ReviewRow } from './review-row';
import { useCategories } from '../../store/hooks';
// the product review feature's one form (features/product-reviews)
import { ProductReviewForm } from '../product-reviews/product-review-form';
import { useUserDashboard } from './use-user-dashboard';
import { userAreaLink } from './user-routes';

/** The directory, then four screens of the area by their menu labels (user-routes.tsx). */
const QUICK_ACTIONS: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/businesses-directory', label: msg`Find a Service` },
  ...(['get-quotes', 'my-reviews', 'product-reviews', 'my-searches'] as const).map(userAreaLink),
];

const CONTACT_TONE: Record<ContactStatus, string> = {
  Connected: 'status-green',
  Completed: 'status-blue',
  'In Progress': 'status-blue',
  Quoted: 'status-yellow',
};

/** A contacted business's status, as the server names it, in the reader's language. */
const CONTACT_LABEL: Record<ContactStatus, MessageDescriptor> = {
  Connected: msg`Connected`,
  Completed: msg`Completed`,
  'In Progress': msg`In Progress`,
  Quoted: msg`Quoted`,
};

/** The customer's dashboard (docs/screens.md "User dashboard"). */
export default function UserDashboardScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const firstName = user?.firstName;
  // the first screen after registering: a welcome, not "Welcome back" (lib/new-account.ts)
  const newAccount = isNewAccount(useLocation().state);
  const { data, error, loading, offline, updatedAt, reload } = useUserDashboard();
  const categories = useCategories() ?? [];

  return (
    <section className="area-page">
      <header>
        <h1>{newAccount ? <Trans>Welcome to Soko, {firstName}!</Trans> : <Trans>Welcome back, {firstName}!</Trans>}</h1>
        <p className="muted">
          <Trans>Your requests, the businesses you connected with and your reviews.</Trans>
        </p>
      </header>
      <SavedAnswerNote offline={offline} updatedAt={updatedAt} />
      {error && !(offline && data) && <ErrorState message={error} onRetry={reload} />}
      {loading && !data && <PageLoading label={t`Loading your dashboard…`} />}
      {data && <Stats stats={data.stats} />}
      <QuickActions links={QUICK_ACTIONS.map((link) => ({ to: link.to, label: t(link.label) }))} />
      {data && <Lists data={data} />}
      <section aria-labelledby="review-product">
        <h2 id="review-product">
          <Trans>Review a Product</Trans>
        </h2>
        <ProductReviewForm categories={categories} />
      </section>
    </section>
  );
}

function Stats({ stats }: { stats: UserDashboard['stats'] }) {
  const { t } = useLingui();
  const growth = stats.monthlyGrowth;
  const tiles: { key: string; label: string; value: string; soon?: true; growth?: number }[] = [
    { key: 'searches', label: t`Active Searches`, value: String(stats.activeSearches), growth: growth.searches },
    {
      key: 'contacts',
      label: t`Businesses Connected`,
      value: String(stats.businessesContacted),
      growth: growth.contacts,
    },
    { key: 'reviews', label: t`Reviews Written`, value: String(stats.reviewsWritten), growth: growth.reviews },
    { key: 'saved', label: t`Saved Businesses`, value: t`Coming soon`, soon: true },
  ];
  return (
    <div className="stat-grid">
      {tiles.map((tile) => {
        const percent = tile.growth;
        return (
          <div key={tile.key} className="stat-tile">
            <span className="stat-value" style={tile.soon ? { fontSize: '1rem' } : undefined}>
              {tile.value}
            </span>
            <span className="stat-label">{tile.label}</span>
            {typeof percent === 'number' && (
              <span className={`stat-growth${percent < 0 ? ' down' : ''}`}>
                {percent >= 0 ? '+' : ''}
                <Trans>{percent}% this month</Trans>
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

function Lists({ data }: { data: UserDashboard }) {
  const { t } = useLingui();
  return (
    <div className="grid">
      <ListCard id="connected" title={t`Connected Businesses`} empty={t`No connected businesses yet`}>
        {data.recentlyContacted.map((b) => (
          <li key={b.id} className="row-item">
            <BusinessLogo name={b.name} logo={b.logo} size={44} />
            <div>
              <p>
                <strong>{b.name}</strong>{' '}
                <span className={`status-badge ${CONTACT_TONE[b.status]}`}>
                  {CONTACT_LABEL[b.status] ? t(CONTACT_LABEL[b.status]) : b.status}
                </span>
              </p>
              <p className="meta-line">
                {b.category} · {relativeTime(b.lastContact)}
              </p>
              {b.rating > 0 && <Stars rating={b.rating} size={12} />}
            </div>
          </li>
        ))}
      </ListCard>
      <ListCard id="recent-searches" title={t`Recent Searches`} empty={t`No searches yet`}>
        {data.recentSearches.map((s) => (
          <li key={s.id}>
            <p>
              <strong>{s.query}</strong> <span className="status-badge">{s.status}</span>
            </p>
            <p className="meta-line">
              {[s.category, typeof s.budget === 'number' ? formatUSh(s.budget) : null, relativeTime(s.date)]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ListCard>
      <ListCard id="recent-reviews" title={t`Recent Reviews`} empty={t`No reviews yet`} wide>
        {data.recentReviews.map((r) => (
          <li key={r.id}>
            <ReviewRow review={r} />
          </li>
        ))}
      </ListCard>
    </div>
  );
}

/** A card of the dashboard's lists: its heading, and the rows or a line that there are none. */
function ListCard({
  id,
  title,
  empty,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  /** across the whole grid */
  wide?: boolean;
  children: ReactNode[];
}) {
  return (
    <section className="card" aria-labelledby={id} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <h2 id={id}>{title}</h2>
      {children.length === 0 ? <EmptyState title={empty} /> : <ul className="row-list">{children}</ul>}
    </section>
  );
}
