/**
 * What the user area reads, in the API's shapes (server/features/searches/search-view.ts); the
 * device's store keeps the same shapes. A request lists its quotes either whole (the store) or
 * as summaries (GET /api/searches/my-searches).
 */
import type { SearchStatus } from '../../../sync/schemas/search';
import type { BidStatus } from '../../../sync/schemas/bid';

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
  business: { id: number; name: string; rating: number; location: string; logo: string | null; isVerified?: boolean };
};

export type MySearch = {
  id: number;
  query: string;
  location: string | null;
  budget: number | null;
  category: { name: string };
  status: SearchStatus;
  createdAt: string;
  expiresAt: string;
  totalBids: number;
  bids?: (Quote | QuoteSummary)[];
  quotes?: Quote[];
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
