// The global stylesheet first, so feature stylesheets loaded after it can refine it.
import './styles/app.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ComponentChild } from 'preact';
import { App } from './app/app';
import { afterFirstScreen } from './app/first-screen';
import { serverPageToRenderOver, whenLoadedAndIdle } from './app/first-view';
import { renderOver } from './app/render-over';
import { loadNumberFormatsSoon } from './lib/format';
import { activateLocale, deviceLocale } from './lib/locale';
import { PUSH_OPEN_MESSAGE } from '../sync/push-protocol';
import { KEEP_APP_MESSAGE } from '../sync/protocol';

// Under React (the dev server) the first render is a time-sliced transition, yielding to the
// browser every few ms (~400 ms of work at 4× CPU). The shipped build runs Preact
// (docs/decisions/015-preact-in-the-shipped-app.md), whose startTransition renders at once, in one
// smaller pass.
function renderApp() {
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>
  );
  // Home as the server sent it is the app's first render: it goes over the server's elements,
  // keeping each one and setting what differs, so no second page is built, styled and laid out
  // (app/first-view.ts, app/render-over.ts).
  const serverPage = import.meta.env.PROD ? serverPageToRenderOver() : null;
  if (serverPage) {
    renderOver(app as unknown as ComponentChild, serverPage);
    return;
  }
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(app));
}

// This device runs the app: a shared page opened here later starts it at once (first-view/loader.ts).
const APP_RAN_KEY = 'soko.app-ran';
try {
  localStorage.setItem(APP_RAN_KEY, '1');
} catch {
  // storage refused (a private mode): such a page waits for a tap, as on a first visit
}

// A page the server sent with its content (app/first-view.ts) is readable and its links work:
// the app starts once the page has loaded and the phone is idle, leaving the main thread to the
// reader meanwhile.
function startApp() {
  if (document.getElementById('first-view')) whenLoadedAndIdle(renderApp);
  else renderApp();
}

loadNumberFormatsSoon();

// English is ready at once; Luganda or Swahili once its catalog has arrived (lib/locale.ts). A
// catalog that cannot be fetched (offline before it was ever cached) leaves the app in English.
const languageReady = activateLocale(deviceLocale());
if (languageReady) {
  languageReady.then(startApp, (err: unknown) => {
    console.warn('The language could not be loaded', err);
    void activateLocale('en');
    startApp();
  });
} else startApp();

// The offline store (Dexie, the outbox's schemas) and the update prompt (workbox-window) start
// once the first screen is complete: on 2G they would otherwise delay home's data and sections.
// Screens that read the store import it themselves, at once.
function startSync() {
  import('./store/sync-engine')
    .then((m) => m.startSyncEngine())
    .catch((err: unknown) => console.warn('Offline sync could not start', err));
}

// The update prompt gets its own root, rendered synchronously once: vite-plugin-pwa's
// useRegisterSW registers the worker in a state initializer, which a render that React discards
// (StrictMode, or an interrupted concurrent render) would run again with a dead setter.
function startUpdatePrompt() {
  import('./features/offline/update-prompt')
    .then(({ UpdatePrompt }) => {
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      flushSync(() => root.render(<UpdatePrompt />));
    })
    .catch((err: unknown) => console.warn('The update prompt could not start', err));
}

// A tapped notification (sw/push-alerts.ts) asks an open page to show its screen. Listened to from
// the start, so a tap that comes while the page is still starting is not lost; the router listens
// to popstate, so a pushed entry it is told of is shown.
navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
  const url = event.data?.url;
  if (event.data?.type !== PUSH_OPEN_MESSAGE || !url?.startsWith('/') || url.startsWith('//')) return;
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

// Alerts (lib/push-alerts.ts): the worker learns who is signed in here.
function startPushAlerts() {
  import('./lib/push-alerts')
    .then(({ keepPushAlerts }) => keepPushAlerts())
    .catch((err: unknown) => console.warn('Alerts could not start', err));
}

// The worker keeps the app's other public screens for offline use from now on, not while the
// first screen (or a tap on a page sent with its content) still needs the connection.
function keepAppOffline() {
  navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage({ type: KEEP_APP_MESSAGE }))
    .catch(() => undefined);
}

afterFirstScreen(keepAppOffline);
afterFirstScreen(startSync);
afterFirstScreen(startUpdatePrompt);
afterFirstScreen(startPushAlerts);
