import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Lead } from '../../../sync/answers/search';
import { useMyLeads, useOwnDataReady } from '../../store/hooks';
import { useApi } from '../../lib/use-api';
import { readStoredJson, writeStoredJson } from '../../lib/stored-json';
import type { VendorLead } from './lead-view';
import { vendorKeys } from './vendor-keys';

/** A quote sent to the outbox while the leads come from the API. */
type QueuedQuote = { amount: number; message: string; estimatedDuration: string; submittedAt: string };

/**
 * The leads of a business: from the device's store once it holds this account's data (so they
 * open offline and show quotes waiting to sync), else from GET /api/searches/getmyleads/{id}.
 */
export function useLeads(businessId: number | null) {
  const { t } = useLingui();
  const ready = useOwnDataReady();
  const stored = useMyLeads(businessId ?? 0);
  const path = ready === false && businessId ? (`/searches/getmyleads/${businessId}` as const) : null;
  const remote = useApi(vendorKeys.leads(businessId ?? 0), path, t`Failed to fetch leads`);
  const [queued, setQueued] = useState<ReadonlyMap<number, QueuedQuote>>(new Map());
  // the API's answer stays until the store's copy is read (use-my-business.ts)
  const fromStore = stored !== undefined;
  const leads: VendorLead[] | undefined = fromStore
    ? stored
    : remote.data?.leads.map((l) => withQueued(l, queued.get(l.id)));
  return {
    leads,
    /** The API names the business; from the store, the screen takes it from useMyBusiness. */
    businessName: fromStore ? undefined : remote.data?.businessName,
    error: fromStore ? undefined : remote.error,
    reload: remote.reload,
    /** A quote queued while the store is not yet in use shows on its lead at once. */
    markQuoted: (leadId: number, bid: { amount: number; message: string; estimatedDuration: string }) =>
      setQueued((m) => new Map(m).set(leadId, { ...bid, submittedAt: new Date().toISOString() })),
  };
}

/** The lead with the quote queued on it, until the API's copy carries the quote itself. */
function withQueued(lead: Lead, quote: QueuedQuote | undefined): VendorLead {
  if (!quote || lead.existingBid) return lead;
  return {
    ...lead,
    status: 'BID_SENT',
    canBid: false,
    pending: true,
    syncState: 'waiting',
    existingBid: { ...quote, status: 'PENDING' },
  };
}

const declinedKey = (businessId: number) => `soko-declined-leads-${businessId}`;

function readDeclined(businessId: number): Set<number> {
  return new Set(readStoredJson<number[]>(declinedKey(businessId), []));
}

/**
 * Decline on the vendor side has no server action (docs/screens.md "Leads"): the lead is set aside
 * on this device (kept in local storage, per business) and can be restored.
 */
export function useDeclinedLeads(businessId: number) {
  const [state, setState] = useState(() => ({ businessId, ids: readDeclined(businessId) }));
  const ids = state.businessId === businessId ? state.ids : readDeclined(businessId);
  const toggle = useCallback(
    (leadId: number) => {
      const next = new Set(readDeclined(businessId));
      if (next.has(leadId)) next.delete(leadId);
      else next.add(leadId);
      writeStoredJson(declinedKey(businessId), [...next]);
      setState({ businessId, ids: next });
    },
    [businessId],
  );
  return { declined: ids, toggle };
}
