/// <reference lib="webworker" />
/**
 * Alerts in the service worker (docs/product.md "Alerts"): a push becomes a notification, but only
 * while the account it is for is the one signed in on this device (the page keeps its id in
 * PUSH_ACCOUNT_CACHE, client/lib/push-alerts.ts). A push for nobody signed in here means the
 * server still holds a subscription of a signed-out account: this device's subscription is
 * dropped, so the push service answers the next one with 410 and the server forgets it.
 * Tapping a notification opens its screen: in an open page of the app if there is one (which
 * syncs first, as the alert is news it may not hold yet), else in a new window.
 */
import type { AlertPayload } from '../sync/schemas/alerts';
import { SW_SYNC_MESSAGE } from '../sync/protocol';
import { PUSH_ACCOUNT_CACHE, PUSH_ACCOUNT_URL, PUSH_OPEN_MESSAGE } from '../sync/push-protocol';

declare let self: ServiceWorkerGlobalScope;

async function signedInAccount(): Promise<number | null> {
  const kept = await (await caches.open(PUSH_ACCOUNT_CACHE)).match(PUSH_ACCOUNT_URL);
  if (!kept) return null;
  return ((await kept.json()) as { userId?: number }).userId ?? null;
}

function readPayload(event: PushEvent): AlertPayload | null {
  try {
    const payload = event.data?.json() as Partial<AlertPayload> | undefined;
    if (!payload || typeof payload.title !== 'string' || typeof payload.userId !== 'number') return null;
    return payload as AlertPayload;
  } catch {
    return null;
  }
}

async function showAlert(payload: AlertPayload): Promise<void> {
  if ((await signedInAccount()) !== payload.userId) {
    await (await self.registration.pushManager.getSubscription())?.unsubscribe();
    return;
  }
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: payload.url },
  });
}

/** Only paths of this site: a notification never opens another site. */
function pathOf(notification: Notification): string {
  const url = (notification.data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

async function openAlert(notification: Notification): Promise<void> {
  const path = pathOf(notification);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((p) => new URL(p.url).origin === self.location.origin);
  if (page) {
    // the alert is news the page may not hold yet: it syncs, and shows the screen
    page.postMessage({ type: SW_SYNC_MESSAGE });
    page.postMessage({ type: PUSH_OPEN_MESSAGE, url: path });
    await page.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(path);
}

export function registerPushAlerts(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event);
    if (payload) event.waitUntil(showAlert(payload));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openAlert(event.notification));
  });
}
