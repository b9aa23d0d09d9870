import { useState } from 'react';
import type { QuoteContact } from '../../../sync/schemas/pull';
import { api } from '../../lib/api-client';
import { accountKey, queryClient } from '../../lib/server-state';
import type { Quote } from './types';
import { userKeys } from './user-keys';

/** The dashboard's contacted businesses change with an answer to a quote: its kept copy is out of date. */
function dashboardOutOfDate() {
  void queryClient.invalidateQueries({ queryKey: accountKey(userKeys.dashboard()) });
}

/**
 * Accept and Decline of a pending quote (docs/product.md "Requests and quotes"): only the
 * customer, online (accepting reveals the business's contact, which only the server can give).
 * Accepting keeps the contact card the server answered, so it shows at once, before the next
 * sync brings it; a refusal is kept with the quote it belongs to, to show beside its buttons. The
 * dashboard's kept answer is marked out of date, so it is asked for again when next shown.
 */
export function useQuoteActions({
  onAccepted,
  onDeclined,
}: {
  onAccepted: (quote: Quote) => void | Promise<void>;
  onDeclined: (quote: Quote) => void;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<{ id: number; message: string } | null>(null);
  const [contacts, setContacts] = useState<ReadonlyMap<number, QuoteContact>>(new Map());

  const act = async (quote: Quote, action: 'accept' | 'decline') => {
    setBusyId(quote.id);
    setError(null);
    try {
      if (action === 'accept') {
        const { contact } = await api(`/bids/${quote.id}/accept`, {
          method: 'PATCH',
          fallback: 'Failed to accept bid',
        });
        dashboardOutOfDate();
        setContacts((m) => new Map(m).set(quote.id, contact));
        await onAccepted({ ...quote, status: 'ACCEPTED', contact });
      } else {
        await api(`/bids/${quote.id}/decline`, { method: 'PATCH', fallback: 'Failed to decline bid' });
        dashboardOutOfDate();
        onDeclined({ ...quote, status: 'DECLINED' });
      }
    } catch (err) {
      setError({ id: quote.id, message: (err as Error).message });
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    errorFor: (id: number) => (error?.id === id ? error.message : null),
    /** The quote with the contact card the accept answered, while the synced copy lacks it. */
    withContact: (quote: Quote): Quote =>
      quote.contact || !contacts.has(quote.id)
        ? quote
        : { ...quote, status: 'ACCEPTED', contact: contacts.get(quote.id) ?? null },
    accept: (quote: Quote) => act(quote, 'accept'),
    decline: (quote: Quote) => act(quote, 'decline'),
  };
}
