/**
 * Alerts on this device (docs/product.md "Alerts"): the browser's push subscription for the
 * signed-in account, and the account the service worker may show notifications for. Permission
 * is asked only from a button the user pressed (components/alerts-opt-in.tsx, Settings), never
 * on load.
 */
import { t } from '@lingui/core/macro';
import { PUSH_SUBSCRIBE_TIMEOUT_MS } from '../../sync/constants';
import { PUSH_ACCOUNT_CACHE, PUSH_ACCOUNT_URL } from '../../sync/push-protocol';
import { api } from './api-client';
import { getSession, subscribeSession } from './session';

export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushState(): PushState {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This page's worker's subscription; none when no worker is registered (it never waits for one). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What "Turn on notifications" says when the browser's push service does not answer. */
export const PUSH_SERVICE_SILENT =
  "The phone's notification service did not answer. Check your connection and try again later; until then we e-mail you new leads and quotes.";

/** The browser's own steps (its worker ready, its push service's subscription) may never settle: they give up. */
function withinSubscribeTime<T>(step: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(PUSH_SERVICE_SILENT)), PUSH_SUBSCRIBE_TIMEOUT_MS);
  });
  return Promise.race([step, giveUp]).finally(() => clearTimeout(timer));
}

/** Subscribes this device (the browser's subscription, made once) for the signed-in account. */
async function register(): Promise<void> {
  const registration = await withinSubscribeTime(navigator.serviceWorker.ready);
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await api('/push/public-key', { anonymous: true });
    subscription = await withinSubscribeTime(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
    );
  }
  // the browser's JSON types every field optional; a subscription lacking its keys is refused by the server (400)
  const { keys, expirationTime } = subscription.toJSON();
  await api('/push/subscriptions', {
    method: 'POST',
    json: {
      endpoint: subscription.endpoint,
      expirationTime,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
    fallback: t`Could not turn notifications on`,
  });
}

/**
 * "Turn on notifications": asks the browser's permission (the user just pressed the button) and
 * subscribes. Answers the permission state it ended in.
 */
export async function turnOnPush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  await register();
  return 'granted';
}

/** "Turn off on this phone": the account stops pushing here, and the browser drops the subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('/push/subscriptions', { method: 'DELETE', json: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** The endpoint of this device's subscription, to tell it apart in Settings' list of devices. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (pushState() !== 'granted') return null;
  return (await currentSubscription())?.endpoint ?? null;
}

/** On sign-out: the browser forgets the subscription (the server dropped it with the session). */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (pushState() !== 'granted') return;
  await (await currentSubscription())?.unsubscribe();
}

/** Tells the service worker which account is signed in here: it shows only that account's alerts. */
async function rememberAccount(userId: number | null): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(PUSH_ACCOUNT_CACHE);
  if (userId === null) await cache.delete(PUSH_ACCOUNT_URL);
  else
    await cache.put(
      PUSH_ACCOUNT_URL,
      new Response(JSON.stringify({ userId }), { headers: { 'content-type': 'application/json' } }),
    );
}

let started = false;
const RENEWED_KEY = 'soko-push-renewed';
const RENEW_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Once per page, after the first screen: keeps the service worker told of the account, and renews
 * the subscription of an account that allowed notifications before (a sign-in on this phone
 * again). The screen of a tapped notification is opened by client/main.tsx.
 */
export function keepPushAlerts(): void {
  if (started || pushState() === 'unsupported') return;
  started = true;
  let account = getSession().user?.id ?? null;
  // once a day per account, and at once when another account signs in here
  const renew = () => {
    if (account === null || pushState() !== 'granted') return;
    const key = `${RENEWED_KEY}:${account}`;
    if (Date.now() - Number(localStorage.getItem(key) ?? 0) < RENEW_EVERY_MS) return;
    register()
      .then(() => localStorage.setItem(key, String(Date.now())))
      .catch(() => undefined);
  };
  void rememberAccount(account).catch(() => undefined);
  renew();
  subscribeSession(() => {
    const next = getSession().user?.id ?? null;
    if (next === account) return;
    if (account !== null) localStorage.removeItem(`${RENEWED_KEY}:${account}`);
    account = next;
    void rememberAccount(account).catch(() => undefined);
    renew();
  });
}
