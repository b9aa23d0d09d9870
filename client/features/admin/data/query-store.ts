/**
 * The admin lists' answers live in the one server-state client (lib/server-state.ts, decision
 * 008): one entry per list (key = path plus filters) under the signed-in admin's account, kept in
 * IndexedDB so a list seen online opens offline with its last answer and when it was loaded.
 */
import { apiKey, queryClient } from '../../../lib/server-state';
import { clearStored } from './admin-cache';

const PREFIX = 'admin:';

/** The server-state key of an admin list. */
export const adminKey = (key: string) => apiKey(PREFIX + key);

/** Sign-out, or Settings › clear: nothing of the platform's data stays on the device. */
export function clearAdminData() {
  void queryClient.cancelQueries({ predicate: (query) => String(query.queryKey[2]).startsWith(PREFIX) });
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[2]).startsWith(PREFIX) });
  clearStored();
}
