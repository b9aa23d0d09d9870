/**
 * Settings, Notifications (docs/product.md "Alerts"): this phone's state (on, off, blocked, not
 * possible) with its button, each kind of alert on or off, the quiet hours, and the devices that
 * take the account's notifications. The account's settings are an answer of GET
 * /api/alerts/settings (lib/use-api.ts), changed by PUT: shown at once, put back if refused.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ALERT_KIND_INFO, type AlertKind, type AlertSettingsInput } from '../../sync/schemas/alerts';
import { api } from '../lib/api-client';
import { formatDate } from '../lib/format';
import { pushState, thisDeviceEndpoint, turnOffPush, turnOnPush, type PushState } from '../lib/push-alerts';
import { markOutOfDate, queryClient } from '../lib/server-state';
import { useApi } from '../lib/use-api';
import { alertKeys } from './alert-keys';
import { BLOCKED_HELP } from './alerts-opt-in';
import { Alert } from './status';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

const PHONE_STATE: Record<PushState, string> = {
  granted: 'Notifications are on for this phone.',
  default: 'Notifications are off for this phone.',
  denied: BLOCKED_HELP,
  unsupported:
    'This browser cannot show notifications. Install the app from Chrome on Android, or we will e-mail you new leads and quotes instead.',
};

export function AlertSettingsCard() {
  const { data, error, reload, update } = useApi(
    alertKeys.settings(),
    '/alerts/settings',
    'Could not load your notification settings',
  );
  const [state, setState] = useState<PushState>(pushState);
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    thisDeviceEndpoint().then(setThisDevice, () => setThisDevice(null));
  }, [state, data]);

  const subscribed = state === 'granted' && thisDevice !== null;

  /** This phone's subscription on or off; the devices listed change with it. */
  const phone = useMutation(
    {
      mutationFn: async (on: boolean) => {
        if (!on) {
          await turnOffPush();
          return pushState();
        }
        return turnOnPush();
      },
      onMutate: () => setNotice(null),
      onSuccess: (next, on) => {
        setState(next);
        if (!on) {
          setThisDevice(null);
          setNotice({ tone: 'success', text: 'Notifications are off for this phone.' });
        } else if (next === 'granted') setNotice({ tone: 'success', text: 'Notifications are on for this phone.' });
        markOutOfDate(alertKeys.settings());
        reload();
      },
      onError: (err) => setNotice({ tone: 'error', text: err.message }),
    },
    queryClient,
  );

  const save = useMutation(
    {
      mutationFn: (next: AlertSettingsInput) =>
        api('/alerts/settings', { method: 'PUT', json: next, fallback: 'Could not save' }),
      // shown at once; the settings as they were come back if the server refuses
      onMutate: (next) => {
        const before = data;
        update((d) => ({ ...d, ...next }));
        return before;
      },
      onError: (err, _next, before) => {
        if (before) update(() => before);
        setNotice({ tone: 'error', text: err.message });
      },
      onSuccess: () => markOutOfDate(alertKeys.settings()),
    },
    queryClient,
  );

  const setKind = (kind: AlertKind, on: boolean) =>
    data &&
    save.mutate({
      kindsOff: on ? data.kindsOff.filter((k) => k !== kind) : [...data.kindsOff, kind],
      quietFrom: data.quietFrom,
      quietTo: data.quietTo,
    });

  return (
    <section className="card alert-settings" aria-labelledby="alerts-title">
      <h2 id="alerts-title">Notifications</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <p className="muted small">
        {subscribed ? PHONE_STATE.granted : PHONE_STATE[state === 'granted' ? 'default' : state]}
      </p>
      {(state === 'default' || state === 'granted') && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={phone.isPending}
          onClick={() => phone.mutate(!subscribed)}
        >
          {phone.isPending
            ? 'Please wait…'
            : subscribed
              ? 'Turn off on this phone'
              : 'Turn on notifications on this phone'}
        </button>
      )}
      {error && !data && <Alert tone="error">{error}</Alert>}
      {data && (
        <>
          <h3>What to be told of</h3>
          {data.kinds.map((kind) => (
            <label key={kind} className="switch-row">
              <span>{ALERT_KIND_INFO[kind].label}</span>
              <input
                type="checkbox"
                checked={!data.kindsOff.includes(kind)}
                onChange={(e) => setKind(kind, e.target.checked)}
              />
            </label>
          ))}
          <h3>Quiet hours</h3>
          <p className="muted small">
            Notifications wait until the quiet hours end (East Africa Time)
            {data.kinds.includes('quote_accepted') ? '; an accepted quote still comes at once' : ''}. Choose the same
            hour twice for no quiet hours.
          </p>
          <div className="btn-row">
            <HourSelect
              label="From"
              value={data.quietFrom}
              onChange={(h) => save.mutate({ kindsOff: data.kindsOff, quietFrom: h, quietTo: data.quietTo })}
            />
            <HourSelect
              label="to"
              value={data.quietTo}
              onChange={(h) => save.mutate({ kindsOff: data.kindsOff, quietFrom: data.quietFrom, quietTo: h })}
            />
          </div>
          <h3>Devices</h3>
          {data.devices.length === 0 ? (
            <p className="muted small">
              No phone takes your notifications:{' '}
              {data.kinds.includes('lead') ? 'new leads and accepted quotes' : 'new quotes'} come by e-mail instead, at
              most one e-mail an hour.
            </p>
          ) : (
            <ul className="device-list">
              {data.devices.map((d) => (
                <li key={d.endpoint}>
                  {d.device}
                  {d.endpoint === thisDevice ? ' (this phone)' : ''}{' '}
                  <span className="muted small">since {formatDate(d.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function HourSelect({ label, value, onChange }: { label: string; value: number; onChange: (hour: number) => void }) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {hourLabel(h)}
          </option>
        ))}
      </select>
    </label>
  );
}
