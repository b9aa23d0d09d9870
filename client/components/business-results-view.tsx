import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BusinessView } from '../../sync/answers/business';
import type { BusinessRecord } from '../../sync/schemas/pull';
import { BusinessCard } from './business-card';

/** How a page of businesses reads once it is known: its cards, or why there are none. */
export type ResultsViewProps = {
  /** `fallback`: the need found nothing in the category, so these are the category's businesses. */
  result: { businesses: (BusinessRecord | BusinessView)[]; total: number; fallback?: boolean };
  /** Set when only the businesses kept on this phone were searched: how many those are. */
  held: number | null;
  /** How many of the cards are drawn yet (business-results.tsx): all when absent. */
  drawn?: number;
  /** What the directory's filters chose ("All businesses"); the count then follows it, read out as it changes. */
  heading?: string;
  defaultRating?: number;
  empty: (saved: boolean) => ReactNode;
  onMore: () => void;
};

/** The line above a category's businesses shown because the need found none in it. */
export const FALLBACK_NOTE: MessageDescriptor = msg`No business in this category matched your search, so here are all of its businesses.`;

/** The sentence under an offline search of a scoped device. */
function heldNote(held: number): string {
  return t`Searching ${plural(held, { one: '# saved business', other: '# saved businesses' })}; connect to search all of Uganda.`;
}

/**
 * A page of businesses as cards (components/business-results.tsx): the server renders it too,
 * with the page it sends (client/first-view/render.tsx), so it reads no store.
 */
export function BusinessResultsView({ result, held, drawn, heading, defaultRating, empty, onMore }: ResultsViewProps) {
  const { t } = useLingui();
  const note = held !== null && (
    <p className="small muted" role="status">
      {heldNote(held)}
    </p>
  );
  if (result.total === 0) {
    return (
      <>
        {note}
        {empty(held !== null)}
      </>
    );
  }
  const total = result.total;
  const count = t`${plural(total, { one: '# business', other: '# businesses' })}`;
  return (
    <>
      {note}
      {result.fallback && (
        <p className="small muted" role="status">
          {t(FALLBACK_NOTE)}
        </p>
      )}
      {heading === undefined ? (
        <p className="results-count">{count}</p>
      ) : (
        <p className="results-count" aria-live="polite">
          <strong>{heading}</strong> · {count}
        </p>
      )}
      <div className="grid grid-3 biz-list">
        {(drawn === undefined ? result.businesses : result.businesses.slice(0, drawn)).map((b) => (
          <BusinessCard key={b.id} business={b} defaultRating={defaultRating} />
        ))}
      </div>
      {result.businesses.length < result.total && (
        <div className="more-row">
          <button type="button" className="btn btn-outline" onClick={onMore}>
            <Trans>Show more businesses</Trans>
          </button>
        </div>
      )}
    </>
  );
}
