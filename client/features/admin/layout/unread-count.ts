/**
 * The unread contact-message count behind the notification bell, an answer of the server-state
 * client (lib/server-state.ts, decision 008) under `adminKeys.unreadCount()`: kept under the
 * admin's account with the area's other answers, and removed with them on sign-out
 * (data/query-store.ts). Loaded by the layout's bell, and asked again by the messages screen after
 * it marks or deletes a message, so the bell follows.
 */
import { api } from '../../../lib/api-client';
import { accountKey, queryClient } from '../../../lib/server-state';
import { useServerQuery } from '../../../lib/use-api';
import { adminKeys } from '../data/admin-keys';

const loadCount = async (signal?: AbortSignal) =>
  (await api('/messages/unread-count', { fallback: 'Failed to fetch messages', signal })).count;

/** Asks the server again; the bell keeps its last count when that fails (the messages screen reports errors). */
export async function refreshUnreadCount(): Promise<void> {
  await queryClient.refetchQueries({ queryKey: accountKey(adminKeys.unreadCount()), exact: true });
}

/** A local change the screen already knows about (one message read), before the server confirms. */
export function adjustUnreadCount(delta: number) {
  queryClient.setQueryData<number>(accountKey(adminKeys.unreadCount()), (count) =>
    count === undefined ? count : Math.max(0, count + delta),
  );
}

export function resetUnreadCount() {
  queryClient.removeQueries({ queryKey: accountKey(adminKeys.unreadCount()), exact: true });
}

/**
 * The count, null until the server has answered once. Asked again whenever a screen that shows it
 * opens (as the admin's lists are), the kept count shown meanwhile and offline; the bell also asks
 * every minute.
 */
export function useUnreadCount(): number | null {
  const { data } = useServerQuery<number>({
    key: adminKeys.unreadCount(),
    load: loadCount,
    staleTime: 0,
    retry: false,
  });
  return data ?? null;
}
