/** Answers of /api/searches and /api/bids: requests for quotes, leads and quotes (sync/api-contract.ts). */
import type { Region } from '../places';
import type { LeadRecord, QuoteContact, QuoteRecord, SearchRecord } from '../schemas/pull';
import type { Done, ListAnswer, PagedAnswer } from './envelope';

/** A request ("search", docs/screens.md "Glossary") as the API shows it (server/features/searches/search-view.ts). */
type ServiceRequest = Omit<SearchRecord, 'bids' | 'quotes'>;

/** The customer's own request with its quotes in short; the device's copy adds them whole. */
export type MyRequest = Omit<SearchRecord, 'quotes'>;

/** The customer who made a request, as the admin sees them. */
type RequestOwner = { firstName: string; lastName: string; email: string };

/** A request in the admin's list: with its customer. */
export type AdminRequest = ServiceRequest & { user: RequestOwner };

/** A quote as the business sent it: without the business's card and contact. */
type PlacedQuote = Omit<QuoteRecord, 'business' | 'contact'>;

/** A lead of the vendor's business, with its request (the device's record adds the business's id). */
export type Lead = Omit<LeadRecord, 'businessId'>;

/** How many businesses a request would reach: in all, in its district, and the district's region. */
export type RecipientsPreview = { recipients: number; inDistrict: number; region: Region | null };

/**
 * A business's share of the requests it could have received (docs/product.md "Fair leads"): those of
 * its category and area posted in the last `days` days, and how many of them reached it.
 */
export type LeadShare = { days: number; matching: number; reached: number };

/** A request as a write left it. */
type OneRequest = Done & { search: ServiceRequest };

export interface SearchAnswers {
  /** `merged`: the customer's earlier open request of the same need was updated instead (200, else 201). */
  'POST /searches': Done & { search: ServiceRequest & { merged: boolean } };
  'GET /searches/preview': { success: true } & RecipientsPreview;
  'GET /searches': PagedAnswer<'searches', AdminRequest>;
  'GET /searches/my-searches': ListAnswer<'searches', MyRequest>;
  'GET /searches/getmyleads/:businessId': { success: true; leads: Lead[]; businessName: string };
  'GET /searches/lead-share/:businessId': { success: true } & LeadShare;
  'POST /searches/leads/:leadId/bid': Done & { bid: PlacedQuote };
  'GET /searches/admin/:id': { success: true; search: AdminRequest & { bids: QuoteRecord[] } };
  'DELETE /searches/admin/:id': Done;
  'GET /searches/:id/bids': { success: true; search: ServiceRequest; bids: QuoteRecord[] };
  'PUT /searches/:id/done': OneRequest;
  'PUT /searches/:id/close': OneRequest;
  /** Accepting completes the request and reveals the business's contact card to the customer. */
  'PATCH /bids/:id/accept': Done & { bid: PlacedQuote; searchStatus: 'completed'; contact: QuoteContact };
  'PATCH /bids/:id/decline': Done & { bid: PlacedQuote };
}
