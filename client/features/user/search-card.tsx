import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { budgetText } from '../../lib/budget-text';
import { formatDate, relativeTime } from '../../lib/format';
import { SEARCH_STATUS_LABEL, searchShortId, searchStatus, type StatusLabel } from './search-status';
import type { MySearch } from './types';
import { WHEN_NEEDED_MESSAGE } from '../../lib/when-needed';
import { ActionError } from '../../components/status';

/** The business whose quote the customer accepted, if any. */
function hiredBusiness(search: MySearch): { id: number; name: string } | null {
  const quote = [...(search.quotes ?? []), ...(search.bids ?? [])].find((q) => q.status === 'ACCEPTED');
  if (!quote) return null;
  return 'business' in quote
    ? { id: quote.business.id, name: quote.business.name }
    : { id: quote.businessId, name: quote.businessName };
}

/** A hired request reads "Hired" while the job is under way, "Completed" once marked done. */
const HIRED: StatusLabel = { label: msg`Hired`, tone: 'status-blue' };
const NOT_SENT: StatusLabel = { label: msg`Not sent`, tone: 'status-red' };
const WAITING: StatusLabel = { label: msg`Waiting to send`, tone: 'status-yellow' };

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
  const { t } = useLingui();
  const status = searchStatus(search);
  const badge = search.pending
    ? search.syncState === 'rejected'
      ? NOT_SENT
      : WAITING
    : status === 'completed' && !search.doneAt
      ? HIRED
      : SEARCH_STATUS_LABEL[status];
  const quotes = search.totalBids ?? search.bids?.length ?? 0;
  const bidsLink = `/user/my-bids?searchId=${search.id}&searchTitle=${encodeURIComponent(search.query)}`;
  const hired = hiredBusiness(search);
  const hiredName = hired?.name;
  const leads = search.totalLeads;
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
        <span className={`status-badge ${badge.tone}`}>{t(badge.label)}</span>
      </div>
      <dl className="kv">
        {place && (
          <>
            <dt>
              <Trans>Where</Trans>
            </dt>
            <dd>{place}</dd>
          </>
        )}
        <dt>
          <Trans>Budget</Trans>
        </dt>
        <dd>{budgetText(search)}</dd>
        {search.neededBy && (
          <>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>{t(WHEN_NEEDED_MESSAGE[search.neededBy])}</dd>
          </>
        )}
        {!search.pending && leads !== undefined && (
          <>
            <dt>
              <Trans>Sent to</Trans>
            </dt>
            <dd>
              <Plural value={leads} one="# business" other="# businesses" />
            </dd>
          </>
        )}
        {hired && (
          <>
            <dt>
              <Trans>Hired</Trans>
            </dt>
            <dd>
              <Link to={`/business-profile/${hired.id}`}>{hired.name}</Link>
            </dd>
          </>
        )}
        <dt>
          <Trans>Posted</Trans>
        </dt>
        <dd>{relativeTime(search.createdAt)}</dd>
        <dt>
          <Trans>Expires</Trans>
        </dt>
        <dd>{formatDate(search.expiresAt)}</dd>
        <dt>
          <Trans>Quotes</Trans>
        </dt>
        <dd>{quotes}</dd>
      </dl>
      <ActionError
        message={
          search.syncMessage && (
            <>
              {search.syncMessage}{' '}
              <Link to="/sync">
                <Trans>Fix or discard it on the Sync page.</Trans>
              </Link>
            </>
          )
        }
      />
      {!search.pending && (
        <div className="card-actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={onViewQuotes}>
            <Trans>View Quotes ({quotes})</Trans>
          </button>
          <Link className="btn btn-outline btn-sm" to={bidsLink}>
            <Trans>Bids & Quotes</Trans>
          </Link>
          {status === 'active' && (
            <button type="button" className="btn btn-ghost btn-sm" disabled={closing} onClick={onClose}>
              {closing ? t`Closing…` : t`Close`}
            </button>
          )}
          {status === 'completed' && hired && !search.doneAt && onDone && (
            <button type="button" className="btn btn-outline btn-sm" disabled={marking} onClick={onDone}>
              {marking ? t`Saving…` : t`Mark job done`}
            </button>
          )}
        </div>
      )}
      {hired && search.doneAt && (
        <p className="notice notice-success" role="status">
          <Trans>
            Job done. How was {hiredName}? <Link to={`/business-profile/${hired.id}#reviews`}>Review {hiredName}</Link>
          </Trans>
        </p>
      )}
      <ActionError message={error} />
    </article>
  );
}
