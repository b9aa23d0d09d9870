import { useState } from 'react';
import type { AdminVerificationRequest } from '../../../../sync/schemas/verification';
import { Alert, EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { FilterTabs } from '../ui/filter-tabs';
import { PageHead } from '../../../components/page-head';
import { QueryStatus } from '../ui/query-status';
import { VERIFICATION_FILTERS, fetchVerificationRequests, type VerificationFilter } from './admin-verification';
import { VerificationCard } from './verification-card';

/**
 * The Verification screen (docs/product.md "Verification"): requests waiting for an admin, oldest
 * first, each approved with what was checked or refused with a reason; decided ones under the
 * other tabs, where an approved business's badge can be removed.
 */
export function VerificationRequests() {
  const [filter, setFilter] = useState<VerificationFilter>('PENDING');
  const query = useAdminQuery(adminKeys.list('verification', { status: filter }), (signal) =>
    fetchVerificationRequests(filter, signal),
  );
  const [done, setDone] = useState<string | null>(null);
  const requests = query.data ?? [];

  const decided = (updated: AdminVerificationRequest, text: string) => {
    query.update((list) =>
      filter === 'PENDING'
        ? list.filter((r) => r.id !== updated.id)
        : list.map((r) => (r.id === updated.id ? updated : r)),
    );
    setDone(text);
  };

  const revoked = (businessId: number, name: string) => {
    query.update((list) =>
      list.map((r) =>
        r.businessId === businessId
          ? { ...r, business: { ...r.business, isVerified: false, verifiedAt: null, verifiedChecks: [] } }
          : r,
      ),
    );
    setDone(`${name} no longer shows the Verified badge.`);
  };

  return (
    <section>
      <PageHead
        admin
        title="Verification"
        lead="Vendors ask for the Verified badge: confirm their phone number (and registration number), then approve"
      />
      <QueryStatus query={query} loadingText="Loading verification requests…" retryLabel="Try Again" />
      <FilterTabs
        label="Filter verification requests"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setDone(null);
        }}
        options={VERIFICATION_FILTERS}
      />
      {done && <Alert tone="success">{done}</Alert>}
      {query.data && requests.length === 0 && (
        <EmptyState title={filter === 'PENDING' ? 'No requests waiting' : 'No verification requests'} />
      )}
      <div className="adm-stack">
        {requests.map((request) => (
          <VerificationCard
            key={request.id}
            request={request}
            onDecided={decided}
            onRevoked={() => revoked(request.businessId, request.business.name)}
          />
        ))}
      </div>
    </section>
  );
}
