/**
 * A signed-in USER who searches with a need posts a service request (PRODUCT.md): businesses of
 * the category get it as a lead. It needs the server (leads are made there and nothing can be
 * promised offline), so offline the user is told it was not sent rather than queued silently.
 */
import { useEffect, useRef, useState } from 'react';
import { SUCCESS_TOAST_MS } from '../../../sync/constants';
import { ApiError, api } from '../../lib/api-client';
import { isOnline } from '../../lib/online';
import { hasRole, useSession } from '../../lib/session';

export type RequestNote = { tone: 'success' | 'info' | 'error'; text: string } | null;

export const SAVED_NOTE = 'Your search has been saved. Businesses in this category can now send you quotes.';
export const OFFLINE_NOTE =
  'You are offline, so your request was not sent to businesses. Search again when you are connected to get quotes.';

export function useSaveRequest() {
  const session = useSession();
  const [note, setNote] = useState<RequestNote>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: RequestNote, ms?: number) => {
    clearTimeout(timer.current);
    setNote(next);
    if (ms) timer.current = setTimeout(() => setNote(null), ms);
  };

  async function save(input: { query: string; categoryId: number; minPrice?: number; maxPrice?: number }) {
    if (!session.isAuthenticated || !hasRole(session, 'USER') || !input.query.trim()) return;
    if (!isOnline()) return show({ tone: 'info', text: OFFLINE_NOTE });
    const budget = input.maxPrice ?? input.minPrice;
    try {
      await api('/searches', {
        json: {
          query: input.query.trim(),
          categoryId: input.categoryId,
          budget,
          minPrice: input.minPrice,
          maxPrice: input.maxPrice,
        },
        fallback: 'Failed to save your search',
      });
      show({ tone: 'success', text: SAVED_NOTE }, SUCCESS_TOAST_MS);
    } catch (err) {
      show(
        err instanceof ApiError && err.isNetwork
          ? { tone: 'info', text: OFFLINE_NOTE }
          : { tone: 'error', text: (err as Error).message },
      );
    }
  }

  return { note, save };
}
