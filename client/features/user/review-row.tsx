import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BusinessLogo } from '../../components/business-logo';
import { Stars } from '../../components/stars';
import { relativeTime } from '../../lib/format';

export type MyReview = {
  id: number;
  rating: number;
  comment: string | null;
  status: string;
  isFlagged: boolean;
  createdAt: string;
  business?: { id?: number; name: string; logo?: string | null; category?: { name: string } | null } | null;
};

/** APPROVED, PENDING, anything else shown as rejected (docs/screens.md "My Reviews"), in the reader's language. */
function reviewStatus(status: string): { label: string; tone: string } {
  switch (status.toUpperCase()) {
    case 'APPROVED':
      return { label: t`Approved`, tone: 'status-green' };
    case 'PENDING':
      return { label: t`Pending`, tone: 'status-yellow' };
    default:
      return { label: t`Rejected`, tone: 'status-red' };
  }
}

/** One of the customer's business reviews with its status and a Flagged tag. */
export function ReviewRow({ review }: { review: MyReview }) {
  const status = reviewStatus(review.status);
  const name = review.business?.name ?? t`Business`;
  return (
    <article className="card row-item">
      <BusinessLogo name={name} logo={review.business?.logo} size={48} />
      <div>
        <div className="area-head">
          <h3 style={{ margin: 0 }}>{name}</h3>
          <span className="btn-row">
            <span className={`status-badge ${status.tone}`}>{status.label}</span>
            {review.isFlagged && (
              <span className="status-badge status-red">
                <Trans>Flagged</Trans>
              </span>
            )}
          </span>
        </div>
        {review.business?.category?.name && <p className="meta-line">{review.business.category.name}</p>}
        <Stars rating={review.rating} size={14} showValue={false} />
        {review.comment && <p>{review.comment}</p>}
        <p className="meta-line">{relativeTime(review.createdAt)}</p>
      </div>
    </article>
  );
}
