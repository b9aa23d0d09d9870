/**
 * Settings, Notifications (docs/product.md "Alerts"): this phone's state (on, off, blocked, not
 * possible) with its button, each kind of alert on or off, the quiet hours, and the devices that
 * take the account's notifications. The account's settings are an answer of GET
 * /api/alerts/settings (lib/use-api.ts), changed by PUT: shown at once, put back if refused.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ALERT_KIND_LABELS } from '../../sync/alert-kind-labels';
import type { AlertKind, AlertSettingsInput } from '../../sync/schemas/alerts';
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

const PHONE_STATE: Record<Exclude<PushState, 'denied'>, MessageDescriptor> = {
  granted: msg`Notifications are on for this phone.`,
  default: msg`Notifications are off for this phone.`,
  unsupported: msg`This browser cannot show notifications. Install the app from Chrome on Android, or we will e-mail you new leads and quotes instead.`,
};

export function AlertSettingsCard() {
  const { i18n } = useLingui();
  const { t } = useT();
  const { data, error, reload, update } = useApi(
    alertKeys.settings(),
    '/alerts/settings',
    t`Could not load your notification settings`,
  );
  const [state, setState] = useState<PushState>(pushState);
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    thisDeviceEndpoint().then(setThisDevice, () => setThisDevice(null));
  }, [state, data]);

  const subscribed = state === 'granted' && thisDevice !== null;
  const shownState = subscribed ? 'granted' : state === 'granted' ? 'default' : state;
  const phoneState = shownState === 'denied' ? i18n._(BLOCKED_HELP) : i18n._(PHONE_STATE[shownState]);

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
          setNotice({ tone: 'success', text: i18n._(PHONE_STATE.default) });
        } else if (next === 'granted') setNotice({ tone: 'success', text: i18n._(PHONE_STATE.granted) });
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
        api('/alerts/settings', { method: 'PUT', json: next, fallback: t`Could not save` }),
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
      <h2 id="alerts-title">
        <Trans>Notifications</Trans>
      </h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <p className="muted small">{phoneState}</p>
      {(state === 'default' || state === 'granted') && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={phone.isPending}
          onClick={() => phone.mutate(!subscribed)}
        >
          {phone.isPending
            ? t`Please wait…`
            : subscribed
              ? t`Turn off on this phone`
              : t`Turn on notifications on this phone`}
        </button>
      )}
      {error && !data && <Alert tone="error">{error}</Alert>}
      {data && (
        <>
          <h3>
            <Trans>What to be told of</Trans>
          </h3>
          {data.kinds.map((kind) => (
            <label key={kind} className="switch-row">
              <span>{i18n._(ALERT_KIND_LABELS[kind])}</span>
              <input
                type="checkbox"
                checked={!data.kindsOff.includes(kind)}
                onChange={(e) => setKind(kind, e.target.checked)}
              />
            </label>
          ))}
          <h3>
            <Trans>Quiet hours</Trans>
          </h3>
          <p className="muted small">
            {data.kinds.includes('quote_accepted') ? (
              <Trans>
                Notifications wait until the quiet hours end (East Africa Time); an accepted quote still comes at once.
                Choose the same hour twice for no quiet hours.
              </Trans>
            ) : (
              <Trans>
                Notifications wait until the quiet hours end (East Africa Time). Choose the same hour twice for no quiet
                hours.
              </Trans>
            )}
          </p>
          <div className="btn-row">
            <HourSelect
              label={t`From`}
              value={data.quietFrom}
              onChange={(h) => save.mutate({ kindsOff: data.kindsOff, quietFrom: h, quietTo: data.quietTo })}
            />
            <HourSelect
              label={t`to`}
              value={data.quietTo}
              onChange={(h) => save.mutate({ kindsOff: data.kindsOff, quietFrom: data.quietFrom, quietTo: h })}
            />
          </div>
          <h3>
            <Trans>Devices</Trans>
          </h3>
          {data.devices.length === 0 ? (
            <p className="muted small">
              {data.kinds.includes('lead') ? (
                <Trans>
                  No phone takes your notifications: new leads and accepted quotes come by e-mail instead, at most one
                  e-mail an hour.
                </Trans>
              ) : (
                <Trans>
                  No phone takes your notifications: new quotes come by e-mail instead, at most one e-mail an hour.
                </Trans>
              )}
            </p>
          ) : (
            <ul className="device-list">
              {data.devices.map((d) => {
                const since = formatDate(d.createdAt);
                return (
                  <li key={d.endpoint}>
                    {d.device}
                    {d.endpoint === thisDevice ? ` ${t`(this phone)`}` : ''}{' '}
                    <span className="muted small">
                      <Trans>since {since}</Trans>
                    </span>
                  </li>
                );
              })}
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
