import { Link } from 'react-router-dom';
import { WHEN_NEEDED_LABEL } from '../../../sync/schemas/search';
import { budgetText } from '../../lib/budget-text';
import { formatDate, relativeTime } from '../../lib/format';
import { SEARCH_STATUS_LABEL, searchShortId, searchStatus } from './search-status';
import type { MySearch } from './types';
import { ActionError } from '../../components/status';

/** The business whose quote the customer accepted, if any. */
export function hiredBusiness(search: MySearch): { id: number; name: string } | null {
  const quote = [...(search.quotes ?? []), ...(search.bids ?? [])].find((q) => q.status === 'ACCEPTED');
  if (!quote) return null;
  return 'business' in quote
    ? { id: quote.business.id, name: quote.business.name }
    : { id: quote.businessId, name: quote.businessName };
}

/** A hired request reads "Hired" while the job is under way, "Completed" once marked done. */
const HIRED = { label: 'Hired', tone: 'status-blue' };

/**
 * One of the customer's requests: id (last 8), status, where and when, quotes, and its actions.
 * A request still in the outbox shows "Waiting to send" (or the server's refusal) and no actions;
 * after the hire it names the hired business and offers "Mark job done", then a review of it.
 */
export function SearchCard({
  search,
  closing,
  marking,
  error,
  onViewQuotes,
  onClose,
  onDone,
}: {
  search: MySearch;
  closing: boolean;
  marking?: boolean;
  error?: string | null;
  onViewQuotes: () => void;
  onClose: () => void;
  onDone?: () => void;
}) {
  const status = searchStatus(search);
  const badge = search.pending
    ? search.syncState === 'rejected'
      ? { label: 'Not sent', tone: 'status-red' }
      : { label: 'Waiting to send', tone: 'status-yellow' }
    : status === 'completed' && !search.doneAt
      ? HIRED
      : SEARCH_STATUS_LABEL[status];
  const quotes = search.totalBids ?? search.bids?.length ?? 0;
  const bidsLink = `/user/my-bids?searchId=${search.id}&searchTitle=${encodeURIComponent(search.query)}`;
  const hired = hiredBusiness(search);
  const place = [search.location, search.district].filter(Boolean).join(', ');
  return (
    <article className="card">
      <div className="area-head">
        <div>
          <h3>{search.query}</h3>
          <p className="meta-line">
            {search.pending ? '' : `#${searchShortId(search.id)} · `}
            {search.category.name}
          </p>
        </div>
        <span className={`status-badge ${badge.tone}`}>{badge.label}</span>
      </div>
      <dl className="kv">
        {place && (
          <>
            <dt>Where</dt>
            <dd>{place}</dd>
          </>
        )}
        <dt>Budget</dt>
        <dd>{budgetText(search)}</dd>
        {search.neededBy && (
          <>
            <dt>When</dt>
            <dd>{WHEN_NEEDED_LABEL[search.neededBy]}</dd>
          </>
        )}
        {!search.pending && search.totalLeads !== undefined && (
          <>
            <dt>Sent to</dt>
            <dd>
              {search.totalLeads} {search.totalLeads === 1 ? 'business' : 'businesses'}
            </dd>
          </>
        )}
        {hired && (
          <>
            <dt>Hired</dt>
            <dd>
              <Link to={`/business-profile/${hired.id}`}>{hired.name}</Link>
            </dd>
          </>
        )}
        <dt>Posted</dt>
        <dd>{relativeTime(search.createdAt)}</dd>
        <dt>Expires</dt>
        <dd>{formatDate(search.expiresAt)}</dd>
        <dt>Quotes</dt>
        <dd>{quotes}</dd>
      </dl>
      <ActionError
        message={
          search.syncMessage && (
            <>
              {search.syncMessage} <Link to="/sync">Fix or discard it on the Sync page.</Link>
            </>
          )
        }
      />
      {!search.pending && (
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
          {status === 'completed' && hired && !search.doneAt && onDone && (
            <button type="button" className="btn btn-outline btn-sm" disabled={marking} onClick={onDone}>
              {marking ? 'Saving…' : 'Mark job done'}
            </button>
          )}
        </div>
      )}
      {hired && search.doneAt && (
        <p className="notice notice-success" role="status">
          Job done. How was {hired.name}? <Link to={`/business-profile/${hired.id}#reviews`}>Review {hired.name}</Link>
        </p>
      )}
      <ActionError message={error} />
    </article>
  );
}
