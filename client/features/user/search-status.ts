import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SHORT_ID_LENGTH } from '../../../sync/constants';
import type { SearchStatus } from '../../../sync/schemas/search';

type SearchLike = { status?: string; expiresAt: string; bids?: readonly { status: string }[] };

/**
 * A request's derived status (docs/screens.md "My Searches"), recomputed on the device so a list
 * read offline stays right:
 * closed by the customer; else expired once expiresAt is past; else completed when a quote was
 * accepted; otherwise active.
 */
export function searchStatus(search: SearchLike, now: number = Date.now()): SearchStatus {
  if (search.status === 'closed') return 'closed';
  if (new Date(search.expiresAt).getTime() <= now) return 'expired';
  if (search.status === 'completed' || search.bids?.some((b) => b.status === 'ACCEPTED')) return 'completed';
  return 'active';
}

/** A search's id is displayed as its last 8 characters (docs/screens.md "Conventions of every screen"). */
export function searchShortId(id: number | string): string {
  return String(id).slice(-SHORT_ID_LENGTH);
}

/** A status's words (a message, translated where it is shown) and its badge's colour. */
export type StatusLabel = { label: MessageDescriptor; tone: string };

export const SEARCH_STATUS_LABEL: Record<SearchStatus, StatusLabel> = {
  active: { label: msg`Active`, tone: 'status-green' },
  completed: { label: msg`Completed`, tone: 'status-blue' },
  closed: { label: msg`Closed`, tone: '' },
  expired: { label: msg`Expired`, tone: 'status-red' },
};

export const QUOTE_STATUS_LABEL: Record<string, StatusLabel> = {
  PENDING: { label: msg`Pending`, tone: 'status-yellow' },
  ACCEPTED: { label: msg`Accepted`, tone: 'status-green' },
  // declined by the customer, or left when another quote was accepted (docs/product.md)
  DECLINED: { label: msg`Not selected`, tone: '' },
};
