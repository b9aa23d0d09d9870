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

  const signOut = async () => {
    await signOutAdmin();
    void navigate('/login', { replace: true });
  };

  return (
    <section>
      <PageHead admin title="Settings" lead="Preferences are kept on this device" />
      <div className="adm-stack adm-settings">
        <div className="card form">
          <h2>Display</h2>
          <Choice<Density>
            legend="Density"
            name="density"
            value={preferences.density}
            onChange={(density) => setAdminPreferences({ density })}
            options={[
              { value: 'comfortable', label: 'Comfortable', hint: 'roomy rows, easier on a tablet' },
              { value: 'compact', label: 'Compact', hint: 'more rows on a desktop screen' },
            ]}
          />
          <Choice<SidebarDefault>
            legend="Sidebar when the admin area opens"
            name="sidebar"
            value={preferences.sidebar}
            onChange={(sidebar) => setAdminPreferences({ sidebar })}
            options={[
              { value: 'expanded', label: 'Expanded', hint: 'icons and labels (desktop)' },
              { value: 'collapsed', label: 'Collapsed', hint: 'icons only; open it with the menu button' },
            ]}
          />
        </div>
        <div className="card">
          <h2>Offline data</h2>
          <p className="muted">
            Admin screens need a connection. The last loaded copy of each list is kept for this browser session so that
            it can still be read offline; it is removed when you sign out.
          </p>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              clearAdminData();
              setCleared(true);
            }}
          >
            Clear saved lists
          </button>
          {cleared && (
            <p className="muted small" role="status">
              Saved lists cleared.
            </p>
          )}
        </div>
        <div className="card">
          <h2>Sign out</h2>
          <p className="muted">Sign out of Soko on this device.</p>
          <button type="button" className="btn adm-btn-danger" onClick={() => void signOut()}>
            Logout
          </button>
        </div>
      </div>
    </section>
  );
}
