import { useState } from 'react';
import { api } from '../../lib/api-client';
import type { Quote } from './types';

/**
 * Accept and Decline of a pending quote (spec 02 §4): only the customer, from the quotes list.
 * Accepting refreshes the caller's lists; declining updates the quote in place.
 */
export function useQuoteActions({
  onAccepted,
  onDeclined,
}: {
  onAccepted: (quote: Quote) => void | Promise<void>;
  onDeclined: (quote: Quote) => void;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (quote: Quote, action: 'accept' | 'decline') => {
    setBusyId(quote.id);
    setError(null);
    try {
      await api(`/bids/${quote.id}/${action}`, {
        method: 'PATCH',
        fallback: action === 'accept' ? 'Failed to accept bid' : 'Failed to decline bid',
      });
      if (action === 'accept') await onAccepted({ ...quote, status: 'ACCEPTED' });
      else onDeclined({ ...quote, status: 'DECLINED' });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    error,
    accept: (quote: Quote) => act(quote, 'accept'),
    decline: (quote: Quote) => act(quote, 'decline'),
  };
}
