/**
 * How a lead shows on the vendor's Leads screen: its outcome (New, Quoted, Won, Lost, Expired),
 * its effective status (a lead the vendor declined on this device counts as declined), the
 * filter tabs, the budget as the customer gave it and the request's facts.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { OutboxState } from '../../../sync/outbox';
import type { BidStatus, SearchStatus } from '../../../sync/schemas/pull';
import type { WhenNeeded } from '../../../sync/schemas/search';
import { leadExpiresAt, leadExpiry, type LeadExpiry } from './lead-expiry';
import { WHEN_NEEDED_MESSAGE } from '../../lib/when-needed';

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
    status: BidStatus;
    submittedAt?: string;
  } | null;
  /**
   * The request. district, neededBy, details and the customer's phone are optional because a
   * lead stored on the device before requests carried them has none of them.
   */
  search: {
    query: string;
    district?: string | null;
    /** The area or town. */
    location: string | null;
    neededBy?: WhenNeeded;
    details?: string | null;
    /** The one figure of old requests; newer ones carry the range below (budget = max ?? min). */
    budget: number | null;
    /** The customer's range, either end open; both null for "not sure". Absent on old leads. */
    minPrice?: number | null;
    maxPrice?: number | null;
    createdAt: string;
    expiresAt?: string | null;
    /** The request's derived status; useMyLeads sets 'expired' once expiresAt has passed. */
    status?: SearchStatus;
    totalBids: number;
    category: { name: string };
    /** phone is there only once this business's quote was accepted (docs/product.md). */
    user: { firstName: string; lastName: string; phone?: string | null };
  };
  pending?: true;
  mutationId?: string;
  syncState?: OutboxState;
  syncMessage?: string;
};

/**
 * Where a lead stands for this business (docs/product.md "Requests and quotes"):
 * - won: its quote was accepted;
 * - lost: its quote was not selected (DECLINED), or the request was completed or closed
 *   without its quote accepted;
 * - expired: the request expired without a win (quoted or not);
 * - quoted: its quote waits for the customer (or in the outbox) on an active request;
 * - new: no quote yet on an active request, so it can still quote.
 * A lead the vendor declined on this device keeps its outcome here; see inTab and leadBadge.
 */
export type LeadOutcome = 'new' | 'quoted' | 'won' | 'lost' | 'expired';

export function leadOutcome(lead: VendorLead, now = Date.now()): LeadOutcome {
  const quote = lead.existingBid?.status;
  if (quote === 'ACCEPTED') return 'won';
  if (quote === 'DECLINED') return 'lost';
  if (lead.search.status === 'completed' || lead.search.status === 'closed') return 'lost';
  if (expiryOf(lead, now).expired) return 'expired';
  return lead.existingBid || lead.status === 'BID_SENT' ? 'quoted' : 'new';
}

/** The filter tabs; a label is a message, rendered in the reader's language (`i18n._`). */
export const LEAD_TABS = [
  { id: 'all', label: msg`All` },
  { id: 'new', label: msg`New` },
  { id: 'quoted', label: msg`Quoted` },
  { id: 'won', label: msg`Won` },
  { id: 'lost', label: msg`Lost` },
  { id: 'expired', label: msg`Expired` },
] as const;
export type LeadTab = (typeof LEAD_TABS)[number]['id'];

export function effectiveStatus(lead: VendorLead, declinedHere: ReadonlySet<number>): LeadStatus {
  return lead.status === 'NEW' && declinedHere.has(lead.id) ? 'DECLINED' : lead.status;
}

/** A lead is expired when its request is past expiresAt or was already derived 'expired'. */
export function expiryOf(lead: VendorLead, now = Date.now()): LeadExpiry {
  if (lead.search.status === 'expired') return { label: t`Expired`, urgent: false, expired: true };
  return leadExpiry(lead.expiresAt ?? leadExpiresAt(lead.search), now);
}

/** Send Quote only when canBid, the lead is NEW and it has not expired (docs/screens.md "Leads"). */
export function canSendQuote(lead: VendorLead, declinedHere: ReadonlySet<number>, now = Date.now()): boolean {
  return lead.canBid && effectiveStatus(lead, declinedHere) === 'NEW' && !expiryOf(lead, now).expired;
}

/** A new lead the vendor declined on this device: set aside, so under All only, until restored. */
function setAside(lead: VendorLead, declinedHere: ReadonlySet<number>, outcome: LeadOutcome): boolean {
  return outcome === 'new' && effectiveStatus(lead, declinedHere) === 'DECLINED';
}

export function inTab(tab: LeadTab, lead: VendorLead, declinedHere: ReadonlySet<number>, now = Date.now()): boolean {
  if (tab === 'all') return true;
  const outcome = leadOutcome(lead, now);
  return outcome === tab && !setAside(lead, declinedHere, outcome);
}

/** The badge of a lead card: its outcome, so a quote no longer reads "Bid Sent" forever. */
const OUTCOME_BADGE: Record<LeadOutcome, { label: MessageDescriptor; tone: string }> = {
  new: { label: msg`New`, tone: 'status-blue' },
  quoted: { label: msg`Quoted`, tone: 'status-yellow' },
  won: { label: msg`Won`, tone: 'status-green' },
  // neutral, like "Not selected": the vendor did nothing wrong (docs/product.md)
  lost: { label: msg`Lost`, tone: '' },
  expired: { label: msg`Expired`, tone: '' },
};

const DECLINED_BADGE = { label: msg`Declined`, tone: '' };

/** The outcome's badge, in the reader's language; a new lead the vendor declined on this device shows Declined. */
export function leadBadge(
  lead: VendorLead,
  declinedHere: ReadonlySet<number>,
  now = Date.now(),
): { label: string; tone: string } {
  const outcome = leadOutcome(lead, now);
  const badge = setAside(lead, declinedHere, outcome) ? DECLINED_BADGE : OUTCOME_BADGE[outcome];
  return { label: i18n._(badge.label), tone: badge.tone };
}

/**
 * What the vendor reads of its own quote. A quote that lost because the customer accepted
 * another one is "Not selected", never "Declined", and in a neutral tone (docs/product.md,
 * "Requests and quotes"): the vendor did nothing wrong.
 */
const BID_STATUS_LABEL: Record<BidStatus, { label: MessageDescriptor; tone: string }> = {
  PENDING: { label: msg`Waiting for the customer`, tone: 'status-yellow' },
  ACCEPTED: { label: msg`Hired`, tone: 'status-green' },
  DECLINED: { label: msg`Not selected`, tone: '' },
};

/** An unknown status (a newer server) shows as it comes rather than breaking the card. */
export function bidStatusLabel(status: string): { label: string; tone: string } {
  const known = BID_STATUS_LABEL[status as BidStatus] as (typeof BID_STATUS_LABEL)[BidStatus] | undefined;
  return known ? { label: i18n._(known.label), tone: known.tone } : { label: status, tone: '' };
}

/**
 * Where the customer is with the vendor's quote; null without a quote, or while the quote
 * still waits in the outbox: it has not reached the customer, so it cannot wait on them yet.
 */
export function quoteStatus(lead: VendorLead): { label: string; tone: string } | null {
  if (!lead.existingBid || (lead.pending && lead.syncState === 'waiting')) return null;
  return bidStatusLabel(lead.existingBid.status);
}

/** Once the customer chose (this quote or another), the request's expiry no longer matters. */
export function quoteDecided(lead: VendorLead): boolean {
  const status = lead.existingBid?.status;
  return status === 'ACCEPTED' || status === 'DECLINED';
}

/**
 * Where the job is: "Ntinda, Kampala" (area or town, then district). A lead stored before
 * requests named a district has the location only; one naming neither has no place (null).
 */
export function leadPlace(search: VendorLead['search']): string | null {
  const area = search.location?.trim() || null;
  const district = search.district?.trim() || null;
  if (area && district && area.toLowerCase() !== district.toLowerCase()) return `${area}, ${district}`;
  return area ?? district;
}

/** "Today", "This week"…; null on an old lead that did not say when. */
export function neededByLabel(search: VendorLead['search']): string | null {
  const label = search.neededBy ? (WHEN_NEEDED_MESSAGE[search.neededBy] as MessageDescriptor | undefined) : undefined;
  return label ? i18n._(label) : null;
}

/** Details longer than about three lines of a 360-px phone start clamped, with a More toggle. */
const DETAILS_CLAMP_CHARS = 160;
const DETAILS_CLAMP_LINES = 3;

export function isLongDetails(details: string): boolean {
  return details.length > DETAILS_CLAMP_CHARS || details.split('\n').length > DETAILS_CLAMP_LINES;
}

/**
 * The customer this vendor may now call: only on a hired lead (its quote ACCEPTED) whose
 * customer has a phone, which the server sends only then (docs/product.md, "Requests and quotes").
 */
export function hiredCustomer(lead: VendorLead): { firstName: string; phone: string } | null {
  const phone = lead.search.user.phone?.trim();
  if (lead.existingBid?.status !== 'ACCEPTED' || !phone) return null;
  return { firstName: lead.search.user.firstName, phone };
}

// one budget text for the customer's and the vendor's screens
export { budgetRange, budgetText } from '../../lib/budget-text';
