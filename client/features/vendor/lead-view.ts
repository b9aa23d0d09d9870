/**
 * How a lead shows on the vendor's Leads screen: its effective status (a lead the vendor
 * declined on this device counts as declined), the filter tabs and the counts of the tiles.
 */
import type { OutboxState } from '../../../sync/outbox';
import type { SearchStatus } from '../../../sync/schemas/pull';
import { leadExpiresAt, leadExpiry, type LeadExpiry } from './lead-expiry';

export type LeadStatus = 'NEW' | 'BID_SENT' | 'DECLINED';

/** A lead as the API lists it and the store keeps it, with the outbox marks of a queued quote. */
export type VendorLead = {
  id: number;
  status: LeadStatus;
  canBid: boolean;
  createdAt: string;
  expiresAt?: string;
  existingBid: {
    amount: number;
    message: string;
    estimatedDuration: string;
    status: string;
    submittedAt?: string;
  } | null;
  search: {
    query: string;
    location: string | null;
    budget: number | null;
    createdAt: string;
    expiresAt?: string | null;
    /** The request's derived status; useMyLeads sets 'expired' once expiresAt has passed. */
    status?: SearchStatus;
    totalBids: number;
    category: { name: string };
    user: { firstName: string; lastName: string };
  };
  pending?: true;
  mutationId?: string;
  syncState?: OutboxState;
  syncMessage?: string;
};

export const LEAD_TABS = [
  { id: 'all', label: 'All' },
  { id: 'new', label: 'New' },
  { id: 'bid_sent', label: 'Bid Sent' },
  { id: 'declined', label: 'Declined' },
  { id: 'expired', label: 'Expired' },
] as const;
export type LeadTab = (typeof LEAD_TABS)[number]['id'];

export function effectiveStatus(lead: VendorLead, declinedHere: ReadonlySet<number>): LeadStatus {
  return lead.status === 'NEW' && declinedHere.has(lead.id) ? 'DECLINED' : lead.status;
}

/** A lead is expired when its request is past expiresAt or was already derived 'expired'. */
export function expiryOf(lead: VendorLead, now = Date.now()): LeadExpiry {
  if (lead.search.status === 'expired') return { label: 'Expired', urgent: false, expired: true };
  return leadExpiry(lead.expiresAt ?? leadExpiresAt(lead.search), now);
}

/** Send Quote only when canBid, the lead is NEW and it has not expired (spec 02 §4). */
export function canSendQuote(lead: VendorLead, declinedHere: ReadonlySet<number>, now = Date.now()): boolean {
  return lead.canBid && effectiveStatus(lead, declinedHere) === 'NEW' && !expiryOf(lead, now).expired;
}

export function inTab(tab: LeadTab, lead: VendorLead, declinedHere: ReadonlySet<number>, now = Date.now()): boolean {
  const status = effectiveStatus(lead, declinedHere);
  const expired = expiryOf(lead, now).expired;
  switch (tab) {
    case 'all':
      return true;
    case 'new':
      return status === 'NEW' && !expired;
    case 'bid_sent':
      return status === 'BID_SENT';
    case 'declined':
      return status === 'DECLINED';
    case 'expired':
      return expired && status === 'NEW';
  }
}

export const LEAD_STATUS_LABEL: Record<LeadStatus, { label: string; tone: string }> = {
  NEW: { label: 'New', tone: 'status-blue' },
  BID_SENT: { label: 'Bid Sent', tone: 'status-green' },
  DECLINED: { label: 'Declined', tone: '' },
};

const EXPIRED_BADGE = { label: 'Expired', tone: '' };

/**
 * The badge of a lead card: an unanswered lead whose request has expired shows Expired (the
 * Expired tab holds exactly these), not New; a quoted or declined lead keeps its own status.
 */
export function leadBadge(lead: VendorLead, declinedHere: ReadonlySet<number>, now = Date.now()) {
  const status = effectiveStatus(lead, declinedHere);
  return status === 'NEW' && expiryOf(lead, now).expired ? EXPIRED_BADGE : LEAD_STATUS_LABEL[status];
}
