import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { Avatar } from '../ui/avatar';
import { AdminIcon } from './admin-icons';
import { signOutAdmin } from './sign-out';

export function UserMenu() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : t`Admin`;

  useEffect(() => {
    if (!open) return;
    const away = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const logout = async () => {
    setOpen(false);
    await signOutAdmin();
    void navigate('/login', { replace: true });
  };

  return (
    <div className="adm-user-menu" ref={root}>
      <button
        type="button"
        className="adm-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar src={user?.avatar} name={name} size={32} />
        <span className="adm-user-name">
          {name}
          <small>
            <Trans>Administrator</Trans>
          </small>
        </span>
      </button>
      {open && (
        <div className="adm-menu" role="menu">
          <Link role="menuitem" to="/admin/profile" onClick={() => setOpen(false)}>
            <AdminIcon name="user" size={18} /> <Trans>Profile</Trans>
          </Link>
          <Link role="menuitem" to="/admin/settings" onClick={() => setOpen(false)}>
            <AdminIcon name="settings" size={18} /> <Trans>Settings</Trans>
          </Link>
          <button role="menuitem" type="button" onClick={() => void logout()}>
            <AdminIcon name="logout" size={18} /> <Trans>Logout</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
