/**
 * What the user area reads, in the API's shapes (sync/answers/search.ts); the device's store keeps
 * the same shapes. A request lists its quotes either whole (the store) or as summaries
 * (GET /api/searches/my-searches).
 */
import type { MyRequest } from '../../../sync/answers/search';
import type { QuoteRecord } from '../../../sync/schemas/pull';
import type { Local } from '../../store/hooks';

/** A quote on the customer's request, with the business that sent it. */
export type Quote = QuoteRecord;

/** A request as My Searches lists it: the API's, or the device's, which keeps its quotes whole and may still wait to be sent. */
export type MySearch = Local<MyRequest & { quotes?: Quote[] }>;

/** The whole quotes a request carries, when it carries them: the API's copy lists only summaries. */
export function wholeQuotes(search: MySearch): Quote[] | undefined {
  if (search.quotes) return search.quotes;
  return search.bids.length === 0 ? [] : undefined;
}
