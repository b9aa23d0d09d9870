/**
 * The moment to ask for notifications (docs/product.md "Alerts"): a card shown where their value
 * is plain (a vendor's leads, a customer's request just posted), never on load. The browser's
 * permission prompt opens only when the user presses "Turn on"; "Not now" hides the card here.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { pushState, turnOnPush, type PushState } from '../lib/push-alerts';
import { markOutOfDate, queryClient } from '../lib/server-state';
import { alertKeys } from './alert-keys';
import { Alert } from './status';

const DISMISSED_KEY = 'soko-alerts-opt-in-dismissed';

export const BLOCKED_HELP = msg`Notifications are blocked for this site. To allow them, open the browser menu (⋮), then Settings › Site settings › Notifications, and allow this site; then come back here.`;

export function AlertsOptIn({ pitch }: { pitch: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<PushState>(pushState);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  const [error, setError] = useState<string | null>(null);
  const [turnedOn, setTurnedOn] = useState(false);
  const turnOn = useMutation(
    {
      mutationFn: () => turnOnPush(),
      onMutate: () => setError(null),
      onSuccess: (next) => {
        setState(next);
        if (next === 'granted') {
          // this phone joins the account's devices (alert-settings.tsx)
          markOutOfDate(alertKeys.settings());
          setTurnedOn(true);
        } else if (next === 'denied') setError(t(BLOCKED_HELP));
      },
      onError: (err) => {
        const reason = err.message;
        setError(t`Could not turn notifications on: ${reason}`);
      },
    },
    queryClient,
  );

  if (turnedOn)
    return (
      <Alert tone="success">
        <Trans>Notifications are on for this phone. You can change them in Settings.</Trans>
      </Alert>
    );
  if (!error && (state !== 'default' || dismissed)) return null;

  return (
    <section className="card alerts-opt-in" aria-label={t`Notifications`}>
      <p>{pitch}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="btn-row">
        <button type="button" className="btn btn-primary" disabled={turnOn.isPending} onClick={() => turnOn.mutate()}>
          {turnOn.isPending ? t`Turning on…` : t`Turn on notifications`}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            localStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
