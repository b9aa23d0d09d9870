/**
 * A vendor's insights (GET /api/businesses/dashboard/{businessId} `insights`): computed by the
 * server (server/features/dashboards/business-insights.ts) and, offline, from the leads the phone
 * holds (client/features/vendor/vendor-insights.ts). One type, so the two cannot drift.
 */
export type InsightMonth = {
  /** 'YYYY-MM', a Kampala calendar month. */
  month: string;
  /** Leads the business received that month. */
  leads: number;
  /** Of those leads, the ones where its quote was accepted (a win counts in its lead's month). */
  wins: number;
};

export type BusinessInsights = {
  /** Quotes the business sent, all time. */
  quoted: number;
  /** Of those, the ones the customer accepted. */
  won: number;
  /** won / quoted in whole percent; null before the first quote. */
  winRate: number | null;
  /**
   * Median whole minutes from a lead's arrival to the business's quote on it (one quote per
   * lead, docs/product.md), over all its quotes; null before the first quote.
   */
  medianMinutesToQuote: number | null;
  /** The last INSIGHT_MONTHS months, oldest first, every month present (0 when empty). */
  months: InsightMonth[];
};
