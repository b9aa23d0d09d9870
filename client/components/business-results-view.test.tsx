/** The directory's results say when they are a category's businesses because the need found none (business-search.ts step 6). */
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessView } from '../test-support/test-records';
import { renderInRouter } from '../test-support/render-at';
import { BusinessResultsView, FALLBACK_NOTE } from './business-results-view';

const page = (fallback?: boolean) => ({
  businesses: [businessView({ id: 1, name: 'Kato Fixers' }), businessView({ id: 2, name: 'Bright Sparks' })],
  total: 2,
  fallback,
});

describe('BusinessResultsView', () => {
  it("says so above a category's businesses shown because the need found none", () => {
    renderInRouter(<BusinessResultsView result={page(true)} held={null} empty={() => null} onMore={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe(i18n._(FALLBACK_NOTE));
    expect(screen.getByText('Kato Fixers')).toBeTruthy();
  });

  it('says nothing of the kind when the need found them', () => {
    renderInRouter(<BusinessResultsView result={page(false)} held={null} empty={() => null} onMore={() => {}} />);
    expect(screen.queryByText(i18n._(FALLBACK_NOTE))).toBeNull();
  });
});
