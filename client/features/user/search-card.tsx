import { Link } from 'react-router-dom';
import { formatDate, formatUSh, relativeTime } from '../../lib/format';
import { SEARCH_STATUS_LABEL, searchShortId, searchStatus } from './search-status';
import type { MySearch } from './types';

/** One of the customer's requests: id (last 8), status, quotes, and its actions. */
export function SearchCard({
  search,
  closing,
  onViewQuotes,
  onClose,
}: {
  search: MySearch;
  closing: boolean;
  onViewQuotes: () => void;
  onClose: () => void;
}) {
  const status = searchStatus(search);
  const badge = SEARCH_STATUS_LABEL[status];
  const quotes = search.totalBids ?? search.bids?.length ?? 0;
  const bidsLink = `/user/my-bids?searchId=${search.id}&searchTitle=${encodeURIComponent(search.query)}`;
  return (
    <article className="card">
      <div className="area-head">
        <div>
          <h3>{search.query}</h3>
          <p className="meta-line">
            #{searchShortId(search.id)} · {search.category.name}
          </p>
        </div>
        <span className={`status-badge ${badge.tone}`}>{badge.label}</span>
      </div>
      <dl className="kv">
        {search.location && (
          <>
            <dt>Location</dt>
            <dd>{search.location}</dd>
          </>
        )}
        <dt>Budget</dt>
        <dd>{typeof search.budget === 'number' ? formatUSh(search.budget) : 'Not given'}</dd>
        <dt>Posted</dt>
        <dd>{relativeTime(search.createdAt)}</dd>
        <dt>Expires</dt>
        <dd>{formatDate(search.expiresAt)}</dd>
        <dt>Quotes</dt>
        <dd>{quotes}</dd>
      </dl>
      <div className="card-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onViewQuotes}>
          View Quotes ({quotes})
        </button>
        <Link className="btn btn-outline btn-sm" to={bidsLink}>
          Bids & Quotes
        </Link>
        {status === 'active' && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={closing} onClick={onClose}>
            {closing ? 'Closing…' : 'Close'}
          </button>
        )}
      </div>
    </article>
  );
}
