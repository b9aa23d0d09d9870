import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAdminData } from '../data/query-store';
import { signOutAdmin } from '../layout/sign-out';
import { PageHead } from '../../../components/page-head';
import { setAdminPreferences, useAdminPreferences, type Density, type SidebarDefault } from './admin-preferences';
import './settings.css';

function Choice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; hint: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="adm-choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>
            {o.label}
            <span className="field-hint"> — {o.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Display preferences of this device, offline data, and sign out. */
export function AdminSettings() {
  const preferences = useAdminPreferences();
  const navigate = useNavigate();
  const [cleared, setCleared] = useState(false);
  const { t } = useLingui();

  const signOut = async () => {
    await signOutAdmin();
    void navigate('/login', { replace: true });
  };

  return (
    <section>
      <PageHead admin title={t`Settings`} lead={t`Preferences are kept on this device`} />
      <div className="adm-stack adm-settings">
        <div className="card form">
          <h2>
            <Trans>Display</Trans>
          </h2>
          <Choice<Density>
            legend={t`Density`}
            name="density"
            value={preferences.density}
            onChange={(density) => setAdminPreferences({ density })}
            options={[
              { value: 'comfortable', label: t`Comfortable`, hint: t`roomy rows, easier on a tablet` },
              { value: 'compact', label: t`Compact`, hint: t`more rows on a desktop screen` },
            ]}
          />
          <Choice<SidebarDefault>
            legend={t`Sidebar when the admin area opens`}
            name="sidebar"
            value={preferences.sidebar}
            onChange={(sidebar) => setAdminPreferences({ sidebar })}
            options={[
              { value: 'expanded', label: t`Expanded`, hint: t`icons and labels (desktop)` },
              { value: 'collapsed', label: t`Collapsed`, hint: t`icons only; open it with the menu button` },
            ]}
          />
        </div>
        <div className="card">
          <h2>
            <Trans>Offline data</Trans>
          </h2>
          <p className="muted">
            <Trans>
              Admin screens need a connection. The last loaded copy of each list is kept for this browser session so
              that it can still be read offline; it is removed when you sign out.
            </Trans>
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              clearAdminData();
              setCleared(true);
            }}
          >
            <Trans>Clear saved lists</Trans>
          </button>
          {cleared && (
            <p className="muted small" role="status">
              <Trans>Saved lists cleared.</Trans>
            </p>
          )}
        </div>
        <div className="card">
          <h2>
            <Trans>Sign out</Trans>
          </h2>
          <p className="muted">
            <Trans>Sign out of Soko on this device.</Trans>
          </p>
          <button type="button" className="btn adm-btn-danger" onClick={() => void signOut()}>
            <Trans>Logout</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}
