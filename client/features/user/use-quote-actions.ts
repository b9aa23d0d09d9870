import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuoteContact } from '../../../sync/schemas/pull';
import { api } from '../../lib/api-client';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import type { Quote } from './types';
import { userKeys } from './user-keys';

type Answer = { quote: Quote; action: 'accept' | 'decline' };

/**
 * Accept and Decline of a pending quote (docs/product.md "Requests and quotes"): only the
 * customer, online (accepting reveals the business's contact, which only the server can give).
 * Accepting keeps the contact card the server answered, so it shows at once, before the next
 * sync brings it; a refusal is kept with the quote it belongs to, to show beside its buttons. The
 * dashboard's contacted businesses and the request's quotes change with an answer: their kept
 * copies are marked out of date, so they are asked for again when next shown.
 */
export function useQuoteActions({
  onAccepted,
  onDeclined,
}: {
  onAccepted: (quote: Quote) => void | Promise<void>;
  onDeclined: (quote: Quote) => void;
}) {
  const { t } = useLingui();
  const [contacts, setContacts] = useState<ReadonlyMap<number, QuoteContact>>(new Map());

  const answer = useMutation(
    {
      mutationFn: async ({ quote, action }: Answer) => {
        if (action === 'decline') {
          await api(`/bids/${quote.id}/decline`, { method: 'PATCH', fallback: t`Failed to decline bid` });
          return null;
        }
        const { contact } = await api(`/bids/${quote.id}/accept`, {
          method: 'PATCH',
          fallback: t`Failed to accept bid`,
        });
        return contact;
      },
      // the quote's buttons wait until what follows an accept (the lists read again) is done
      onSuccess: async (contact, { quote, action }) => {
        markOutOfDate(userKeys.dashboard(), userKeys.bids(quote.searchId));
        if (action === 'decline') return onDeclined({ ...quote, status: 'DECLINED' });
        setContacts((m) => new Map(m).set(quote.id, contact!));
        await onAccepted({ ...quote, status: 'ACCEPTED', contact });
      },
    },
    queryClient,
  );
  /** The quote of the answer under way, or of the last one. */
  const quoteId = answer.variables?.quote.id ?? null;

  return {
    busyId: answer.isPending ? quoteId : null,
    errorFor: (id: number) => (answer.isError && quoteId === id ? answer.error.message : null),
    /** The quote with the contact card the accept answered, while the synced copy lacks it. */
    withContact: (quote: Quote): Quote =>
      quote.contact || !contacts.has(quote.id)
        ? quote
        : { ...quote, status: 'ACCEPTED', contact: contacts.get(quote.id) ?? null },
    accept: (quote: Quote) => answer.mutate({ quote, action: 'accept' }),
    /** Asked first: a declined quote cannot be taken back, and its business is told. */
    decline: (quote: Quote) => {
      const name = quote.business.name;
      const question = t`Decline the quote from ${name}? The business will be told it was not selected, and it cannot be undone.`;
      if (window.confirm(question)) answer.mutate({ quote, action: 'decline' });
    },
  };
}
