/**
 * What the user area reads, in the API's shapes (server/features/searches/search-view.ts); the
 * device's store keeps the same shapes. A request lists its quotes either whole (the store) or
 * as summaries (GET /api/searches/my-searches).
 */
import type { SearchStatus, WhenNeeded } from '../../../sync/schemas/search';
import type { BidStatus } from '../../../sync/schemas/bid';
import type { QuoteContact } from '../../../sync/schemas/pull';
import type { OutboxState } from '../../../sync/outbox';

export type QuoteSummary = { id: number; status: BidStatus; amount: number; businessId: number; businessName: string };

export type Quote = {
  id: number;
  leadId?: number;
  searchId: number;
  businessId?: number;
  amount: number;
  message: string;
  estimatedDuration: string;
  status: BidStatus;
  createdAt: string;
  submittedAt?: string;
  business: {
    id: number;
    name: string;
    rating: number;
    totalReviews?: number;
    location: string;
    logo: string | null;
    isVerified?: boolean;
    whatsapp?: string | null;
  };
  /** The business's contact card, on the accepted quote only. */
  contact?: QuoteContact | null;
};

export type MySearch = {
  id: number;
  query: string;
  district?: string | null;
  location: string | null;
  budget: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  neededBy?: WhenNeeded;
  details?: string | null;
  doneAt?: string | null;
  categoryId?: number;
  category: { name: string };
  status: SearchStatus;
  createdAt: string;
  expiresAt: string;
  totalBids: number;
  totalLeads?: number;
  bids?: (Quote | QuoteSummary)[];
  quotes?: Quote[];
  /** Still in the outbox (local-requests.ts). */
  pending?: true;
  syncState?: OutboxState;
  syncMessage?: string;
};

export function isWholeQuote(bid: Quote | QuoteSummary): bid is Quote {
  return 'business' in bid && 'message' in bid;
}

/** The whole quotes a request carries, when it carries them. */
export function wholeQuotes(search: MySearch): Quote[] | undefined {
  if (search.quotes) return search.quotes;
  const bids = search.bids ?? [];
  return bids.every(isWholeQuote) ? bids : undefined;
}
