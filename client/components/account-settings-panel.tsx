/**
 * Settings of the user and vendor areas: data saver (kept on this device), notifications, the data meter,
 * clearing the data kept for offline use, and signing out. Used by client/features/user and client/features/vendor.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertSettingsCard } from './alert-settings';
import { clearOfflineData } from './clear-offline-data';
import { DataMeter } from './data-meter';
import { setDataSaver, useDataSaver } from './data-saver';
import { signOut } from './sign-out';
import { Alert } from './status';

export function AccountSettingsPanel() {
  const { t } = useLingui();
  const saver = useDataSaver();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    if (
      !window.confirm(t`Remove the data kept on this phone for offline use? Writes still waiting to be sent are kept.`)
    )
      return;
    setClearing(true);
    try {
      await clearOfflineData();
      setNotice({ tone: 'success', text: t`Offline data cleared. It downloads again the next time you are online.` });
    } catch (err) {
      const reason = (err as Error).message;
      setNotice({ tone: 'error', text: t`Could not clear offline data: ${reason}` });
    } finally {
      setClearing(false);
    }
  };

  return (
    <div className="row-list">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <section className="card">
        <label className="switch-row">
          <span>
            <strong>
              <Trans>Data saver</Trans>
            </strong>
            <br />
            <span className="muted small">
              <Trans>
                Don't download pictures on mobile data (tap "Show image" to load one), and bring offline areas up to
                date only on Wi-Fi.
              </Trans>
            </span>
          </span>
          <input type="checkbox" checked={saver} onChange={(e) => setDataSaver(e.target.checked)} />
        </label>
      </section>
      <AlertSettingsCard />
      <DataMeter />
      <section className="card">
        <h2>
          <Trans>Offline data</Trans>
        </h2>
        <p className="muted small">
          <Trans>
            Businesses, your requests, leads and deliveries are kept on this phone so they open without a connection.
          </Trans>
        </p>
        <button type="button" className="btn btn-outline" disabled={clearing} onClick={() => void clear()}>
          {clearing ? t`Clearing…` : t`Clear offline data`}
        </button>
      </section>
      <section className="card">
        <h2>
          <Trans>Sign out</Trans>
        </h2>
        <p className="muted small">
          <Trans>Ends your session and removes your account from this phone.</Trans>
        </p>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
        >
          <Trans>Sign out</Trans>
        </button>
      </section>
    </div>
  );
}
