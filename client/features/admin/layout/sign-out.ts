import { signOut } from '../../../components/sign-out';
import { clearAdminData } from '../data/query-store';
import { resetUnreadCount } from './unread-count';

/** Logout from the admin area: the shared sign-out, and nothing of the platform's data stays behind. */
export async function signOutAdmin(): Promise<void> {
  clearAdminData();
  resetUnreadCount();
  await signOut();
}
