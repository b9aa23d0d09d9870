/**
 * The admin lists' answers live in the one server-state client (lib/server-state.ts, decision
 * 008): one entry per list (key = path plus filters) under the signed-in admin's account, kept in
 * IndexedDB so a list seen online opens offline with its last answer and when it was loaded.
 */
import type { Query } from '@tanstack/react-query';
import { queryClient } from '../../../lib/server-state';
import { clearStored } from './admin-cache';

const PREFIX = 'admin:';

/** The server-state name of an admin list (its key is apiKey of it). */
export const adminName = (key: string) => PREFIX + key;

const isAdminList = (query: Query) => String(query.queryKey[2]).startsWith(PREFIX);

/** Sign-out, or Settings › clear: nothing of the platform's data stays on the device. */
export function clearAdminData() {
  void queryClient.cancelQueries({ predicate: isAdminList });
  queryClient.removeQueries({ predicate: isAdminList });
  clearStored();
}
