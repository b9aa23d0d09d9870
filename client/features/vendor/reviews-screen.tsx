import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SmallButton } from '../../components/small-button';
import { Stars } from '../../components/stars';
import { Alert, EmptyState, ErrorState, OfflineNote, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { relativeTime } from '../../lib/format';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewReply } from './review-reply';
import { ALL_REVIEWS, filterReviews, ratingSummary, type ReviewFilter } from './review-filters';
import { useCustomerReviews } from './use-business-reviews';
import { useMyBusiness, type MyBusiness } from './use-my-business';

/**
 * My Reviews of the vendor (docs/screens.md "Vendor reviews"): what customers say about the
 * business, and the owner's one reply to each approved review (docs/product.md "Reviews").
 */
export default function VendorReviewsScreen() {
  const { t } = useLingui();
  const { business, error, reload } = useMyBusiness();
  if (business === undefined) return error ? <ErrorState message={error} onRetry={reload} /> : <PageLoading />;
  if (business === null) {
    return (
      <EmptyState title={t`No reviews yet`}>
        <Link className="btn btn-primary" to="/vendor/my-business">
          <Trans>Create Business Profile</Trans>
        </Link>
      </EmptyState>
    );
  }
  return <Reviews business={business} />;
}

function Reviews({ business }: { business: MyBusiness }) {
  const { t } = useLingui();
  const { reviews, error, offline, reload } = useCustomerReviews(business.id);
  const name = business.name;
  const reviewCount = (count: number) => t`${plural(count, { one: '# review', other: '# reviews' })}`;
  const starCount = (count: number) => t`${plural(count, { one: '# star', other: '# stars' })}`;
  const [filter, setFilter] = useState<ReviewFilter>(ALL_REVIEWS);
  const [reporting, setReporting] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const summary = ratingSummary(reviews ?? []);
  const shown = reviews && filterReviews(reviews, filter);
  const set = (key: keyof ReviewFilter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: e.target.value }));

  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>My Reviews</Trans>
        </h1>
        <p className="muted">
          <Trans>What customers say about {name}.</Trans>
        </p>
      </header>
      {notice && <Alert tone="success">{notice}</Alert>}
      {offline && (
        <OfflineNote>
          <Trans>You are offline: showing the reviews saved on this phone.</Trans>
        </OfflineNote>
      )}
      {error && <ErrorState message={error} onRetry={reload} />}
      <section className="card grid" aria-label={t`Rating summary`}>
        <div>
          <p className="stat-value" style={{ fontSize: '2rem', fontWeight: 700, margin: 0 }}>
            {summary.average.toFixed(1)}
          </p>
          <Stars rating={summary.average} showValue={false} />
          <p className="muted">{reviewCount(summary.total)}</p>
        </div>
        <div className="histogram">
          {summary.counts.map((c) => {
            const count = reviewCount(c.count);
            const stars = starCount(c.stars);
            return (
              <div key={c.stars} className="histogram-row">
                <span>{stars}</span>
                <span className="histogram-bar" aria-hidden="true">
                  <span style={{ width: `${summary.total ? (c.count / summary.total) * 100 : 0}%` }} />
                </span>
                <span aria-label={t`${count} with ${stars}`}>{c.count}</span>
              </div>
            );
          })}
        </div>
      </section>
      <div className="filter-row">
        <label className="field">
          <span className="label">
            <Trans>Rating</Trans>
          </span>
          <select value={filter.rating} onChange={set('rating')}>
            <option value="all">{t`All ratings`}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {starCount(n)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="label">
            <Trans>Service</Trans>
          </span>
          <select value={filter.service} onChange={set('service')}>
            <option value="all">{t`All services`}</option>
            {(business.products ?? []).map((p) => (
              <option key={p.id} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="label">
            <Trans>Verified</Trans>
          </span>
          <select value={filter.verified} onChange={set('verified')}>
            <option value="all">{t`All reviews`}</option>
            <option value="verified">{t`Verified`}</option>
            <option value="pending">{t`Pending`}</option>
          </select>
        </label>
      </div>
      {!shown && !error && <PageLoading label={t`Loading reviews…`} />}
      <ItemList items={shown} empty={t`No reviews yet`} as="ul" className="row-list" itemClassName="card">
        {(r) => {
          const reviewer = `${r.user.firstName} ${r.user.lastName}`;
          return (
            <>
              <div className="area-head">
                <strong>
                  {r.user.firstName} {r.user.lastName}
                </strong>
                <span className="meta-line">{relativeTime(r.createdAt)}</span>
              </div>
              <p className="btn-row" style={{ alignItems: 'center', margin: '2px 0 6px' }}>
                <Stars rating={r.rating} size={14} showValue={false} />
                {r.status !== 'APPROVED' && (
                  <span className="status-badge status-yellow">
                    <Trans>Pending</Trans>
                  </span>
                )}
                {r.hired && (
                  <span className="status-badge status-green">
                    <Trans>
                      <span aria-hidden="true">✓</span> Hired through Soko
                    </Trans>
                  </span>
                )}
              </p>
              {r.comment && <p>{r.comment}</p>}
              <ReviewReply review={r} />
              <div className="card-actions" style={{ justifyContent: 'flex-end', marginTop: 0 }}>
                <SmallButton tone="ghost" name={t`Report review by ${reviewer}`} onClick={() => setReporting(r.id)}>
                  <Trans>Report</Trans>
                </SmallButton>
              </div>
            </>
          );
        }}
      </ItemList>
      {reporting !== null && (
        <ReportReviewDialog
          reviewId={reporting}
          onClose={() => setReporting(null)}
          onReported={() => {
            setReporting(null);
            setNotice(t`Thank you. Our team will look into this review.`);
          }}
        />
      )}
    </section>
  );
}
