import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { isOnline, onConnectivityChange } from '../../../lib/connectivity';
import { AdminIcon } from './admin-icons';
import { refreshUnreadCount, useUnreadCount } from './unread-count';

/** How often the bell asks for the unread count while the admin area is open. */
const UNREAD_POLL_MS = 60_000;

export function NotificationBell() {
  const { t } = useLingui();
  const count = useUnreadCount();
  useEffect(() => {
    // the first load is the query's own (useUnreadCount); then every minute, and when back online
    const refresh = () => void refreshUnreadCount();
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    const stop = onConnectivityChange(() => {
      if (isOnline()) refresh();
    });
    return () => {
      clearInterval(timer);
      stop();
    };
  }, []);
  const label = count
    ? t`Notifications: ${plural(count, { one: '# unread message', other: '# unread messages' })}`
    : t`Notifications: no unread messages`;
  return (
    <Link to="/admin/all-messages" className="icon-btn adm-bell" aria-label={label} title={label}>
      <AdminIcon name="bell" />
      {count ? (
        <span className="adm-bell-count" data-testid="unread-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
