/**
 * The admin lists' answers live in the one server-state client (lib/server-state.ts, decision
 * 008): one entry per page of a list (admin-keys.ts) under the signed-in admin's account, kept in
 * IndexedDB so a list seen online opens offline with its last answer and when it was loaded.
 */
import { queryClient, underKey } from '../../../lib/server-state';
import { adminKeys } from './admin-keys';
import { clearStored } from './admin-cache';

/** Under any account: a list another admin left on this device goes too. */
const isAdminList = underKey(adminKeys.all);

/** Sign-out, or Settings › clear: nothing of the platform's data stays on the device. */
export function clearAdminData() {
  void queryClient.cancelQueries({ predicate: isAdminList });
  queryClient.removeQueries({ predicate: isAdminList });
  clearStored();
}
