/**
 * The unread contact-message count behind the notification bell. Loaded by the layout, and
 * again by the messages screen after it marks or deletes a message, so the bell follows.
 */
import { useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client';

const listeners = new Set<() => void>();
let count: number | null = null;

function set(next: number | null) {
  count = next;
  listeners.forEach((l) => l());
}

export async function refreshUnreadCount(): Promise<void> {
  try {
    const { count: unread } = await api('/messages/unread-count', { fallback: 'Failed to fetch messages' });
    set(unread);
  } catch {
    // the bell keeps its last count; the messages screen reports errors
  }
}

/** A local change the screen already knows about (one message read), before the server confirms. */
export function adjustUnreadCount(delta: number) {
  if (count !== null) set(Math.max(0, count + delta));
}

export function resetUnreadCount() {
  set(null);
}

export function useUnreadCount(): number | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
    () => null,
  );
}
