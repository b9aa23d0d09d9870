import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();

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
    setDone(t`${name} no longer shows the Verified badge.`);
  };

  return (
    <section>
      <PageHead
        admin
        title={t`Verification`}
        lead={t`Vendors ask for the Verified badge: confirm their phone number (and registration number), then approve`}
      />
      <QueryStatus query={query} loadingText={t`Loading verification requests…`} retryLabel={t`Try Again`} />
      <FilterTabs
        label={t`Filter verification requests`}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setDone(null);
        }}
        options={VERIFICATION_FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
      />
      {done && <Alert tone="success">{done}</Alert>}
      {query.data && requests.length === 0 && (
        <EmptyState title={filter === 'PENDING' ? t`No requests waiting` : t`No verification requests`} />
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
