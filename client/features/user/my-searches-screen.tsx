import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, EmptyState, ErrorState, PageLoading } from '../../components/status';
import { api } from '../../lib/api-client';
import { QuotesModal } from './quotes-modal';
import { SearchCard } from './search-card';
import { useMySearches } from './use-my-searches';
import type { MySearch } from './types';

/** My Searches (spec 02 §2): the customer's requests, their quotes, and Close while active. */
export default function MySearchesScreen() {
  const { searches: all, error, loading, reload, refresh } = useMySearches();
  const [open, setOpen] = useState<MySearch | null>(null);
  const [closingId, setClosingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const searches = all?.filter((s) => !closed.has(s.id));

  const close = async (search: MySearch) => {
    if (!window.confirm(`Close "${search.query}"? Businesses will no longer be able to send quotes.`)) return;
    setClosingId(search.id);
    setActionError(null);
    try {
      await api(`/searches/${search.id}/close`, { method: 'PUT', fallback: 'Failed to close search' });
      setClosed((ids) => new Set(ids).add(search.id));
      void refresh();
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setClosingId(null);
    }
  };

  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>My Searches</h1>
          <p className="muted">Your requests and the quotes businesses sent you.</p>
        </div>
        <Link className="btn btn-primary" to="/businesses-directory">
          New Search
        </Link>
      </header>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {loading && !searches && <PageLoading label="Loading your searches…" />}
      {error && <ErrorState message={error} onRetry={reload} />}
      {searches && searches.length === 0 && (
        <EmptyState title="No searches yet">
          <p className="muted">Search the directory with what you need and businesses will send you quotes.</p>
        </EmptyState>
      )}
      {searches && searches.length > 0 && (
        <div className="row-list">
          {searches.map((search) => (
            <SearchCard
              key={search.id}
              search={search}
              closing={closingId === search.id}
              onViewQuotes={() => setOpen(search)}
              onClose={() => void close(search)}
            />
          ))}
        </div>
      )}
      {open && <QuotesModal search={open} onClose={() => setOpen(null)} onAccepted={refresh} />}
    </section>
  );
}
