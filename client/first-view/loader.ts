/**
 * The script of a page the server sent with its content (server/pages/page-html.ts), in place of
 * the app's entry: a light first view (docs/decisions/010-a-shared-link-is-a-page-first.md).
 *
 * Someone who follows a shared link on a phone that never opened Soko reads the server's page;
 * its links, call and WhatsApp buttons work without the app. This script, a few hundred bytes:
 *  1. registers the service worker, which keeps this page for offline use (sw/sw.ts), and counts
 *     the visit for the vendor's statistics;
 *  2. starts the app (about 200 kB) only when the visitor asks for something that needs it: a tap
 *     on a button (a product, the menu). That tap is played again on the app's own element once
 *     the app has taken the page over (client/app/first-view.ts);
 *  3. starts the app at once on a device that already runs it (it marks itself in local storage,
 *     client/main.tsx), and on Wi-Fi unless the browser asks to save data; and on every page the
 *     server marks so (`data-start="now"`: home and the lists, whose data the app takes over); but
 *     never before a tap on a page the app does not show (`data-start="on-tap"`, a district's page).
 * It imports nothing: anything shared with the app's entry would be loaded with it.
 */

/** Set by client/main.tsx when the app runs; the same text as APP_RAN_KEY there. */
const APP_RAN_KEY = 'soko.app-ran';
/** KEEP_PAGE_MESSAGE of sync/protocol.ts. */
const KEEP_PAGE_MESSAGE = 'soko-keep-page';
const VIEW_ID = 'first-view';
const DATA_ID = 'first-view-data';
/** Elements whose click needs the app; links and the forms' own submits work without it. */
const NEEDS_APP = 'button, [role="button"], summary, input, select, textarea';
const BUSY_CLASS = 'first-view-busy';

type Connection = { type?: string; saveData?: boolean };

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const appUrl = script?.dataset.app;
const startNow = script?.dataset.start === 'now';
const onTapOnly = script?.dataset.start === 'on-tap';
let started: Promise<unknown> | null = null;

function appRanHere(): boolean {
  try {
    return localStorage.getItem(APP_RAN_KEY) !== null;
  } catch {
    return false;
  }
}

function startApp(): Promise<unknown> {
  if (!appUrl) return Promise.reject(new Error('no app script named'));
  return (started ??= import(/* @vite-ignore */ appUrl));
}

/** Where an element sits among the first view's elements like it: its tag, classes, text and rank. */
type Place = { selector: string; text: string; rank: number };

function placeOf(element: Element, within: Element): Place {
  const classes = [...element.classList].filter((c) => c !== BUSY_CLASS).map((c) => `.${CSS.escape(c)}`);
  const selector = element.tagName.toLowerCase() + classes.join('');
  const text = element.textContent?.trim() ?? '';
  const rank = [...within.querySelectorAll(selector)].filter((e) => e.textContent?.trim() === text).indexOf(element);
  return { selector, text, rank };
}

function elementAt(place: Place, within: Element): HTMLElement | null {
  const same = [...within.querySelectorAll<HTMLElement>(place.selector)].filter(
    (e) => e.textContent?.trim() === place.text,
  );
  return same[place.rank] ?? null;
}

/** Resolves once the app has removed the server's copy of the page. */
function takenOver(): Promise<void> {
  return new Promise((resolve) => {
    if (!document.getElementById(VIEW_ID)) return resolve();
    const watch = new MutationObserver(() => {
      if (document.getElementById(VIEW_ID)) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

/** 2. A click that needs the app waits for it, then is played on the app's element. */
function onClick(event: MouseEvent) {
  const view = document.getElementById(VIEW_ID);
  const target = event.target instanceof Element ? event.target.closest(NEEDS_APP) : null;
  if (!view || !target || !view.contains(target)) return;
  event.preventDefault();
  event.stopPropagation();
  if (target.classList.contains(BUSY_CLASS)) return;
  const place = placeOf(target, view);
  target.classList.add(BUSY_CLASS);
  target.setAttribute('aria-busy', 'true');
  startApp()
    .then(takenOver)
    .then(() => {
      const root = document.getElementById('root');
      const again = root && elementAt(place, root);
      if (again) {
        again.focus();
        again.click();
      }
    })
    .catch(() => {
      // offline, and the app is not on this phone: the page stays readable
      started = null;
      target.classList.remove(BUSY_CLASS);
      target.removeAttribute('aria-busy');
    });
}

/**
 * What the reader typed or chose in the server's copy before the app took it over (a directory
 * filter, a search), by the field's place; given to the app's field in the same place once it has,
 * as typing there would, so the app's state follows.
 */
const typed = new Map<string, { place: Place; value: string }>();

function onInput(event: Event) {
  const field = event.target;
  const view = document.getElementById(VIEW_ID);
  const isField =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  if (!isField || !view?.contains(field)) return;
  const place = placeOf(field, view);
  typed.set(JSON.stringify(place), { place, value: field.value });
}

function carryOver() {
  const root = document.getElementById('root');
  for (const { place, value } of typed.values()) {
    const field = root && elementAt(place, root);
    if (!field || !('value' in field) || field.value === value) continue;
    // the native setter: React's own would take the value as already known and ignore the event
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** 1. The worker, the page kept for offline use, and the visit. */
function keepPage() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: KEEP_PAGE_MESSAGE, url: location.href }))
    .catch(() => undefined);
}

function countVisit() {
  try {
    const data = JSON.parse(document.getElementById(DATA_ID)?.textContent ?? 'null') as {
      business?: { id?: number };
    } | null;
    const id = data?.business?.id;
    if (Number.isInteger(id) && navigator.onLine) void fetch(`/api/businesses/${id}/visit`, { method: 'POST' });
  } catch {
    // no data beside the page (the not-found page): nothing to count
  }
}

const connection = (navigator as Navigator & { connection?: Connection }).connection;
const onWifi = (connection?.type === 'wifi' || connection?.type === 'ethernet') && connection.saveData !== true;

// what was typed meanwhile goes to the app first, then the taps that waited for it are played
document.addEventListener('input', onInput, true);
document.addEventListener('change', onInput, true);
void takenOver().then(() => {
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
  carryOver();
});
// taps wait for the app in either case, until it has taken the page over
document.addEventListener('click', onClick, true);
void takenOver().then(() => document.removeEventListener('click', onClick, true));

if (startNow || (!onTapOnly && (appRanHere() || onWifi))) {
  void startApp();
} else {
  const start = () => {
    keepPage();
    countVisit();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
