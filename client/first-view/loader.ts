/**
 * The script of a page the server sent with its content (server/pages/page-html.ts), in place of
 * the app's entry: a light first view (docs/decisions/010-a-shared-link-is-a-page-first.md).
 *
 * Someone who follows a shared link on a phone that never opened Soko reads the server's page;
 * its links, call and WhatsApp buttons work without the app. This script, 1.9 kB with brotli:
 *  1. registers the service worker, which keeps this page for offline use (sw/sw.ts) unless it
 *     answered it (and kept it then), and counts the visit for the vendor's statistics;
 *  2. answers the first tap on a product or the menu from the copies the server sent beside the
 *     page (client/first-view/tap-copies.tsx): the product's details dialog, the phone menu, with
 *     no byte more; starts the app (about 200 kB) only when the visitor asks for something else
 *     that needs it. That tap is played again on the app's own element once the app has taken the
 *     page over (client/app/first-view.ts);
 *  3. starts the app at once on a device that already runs it (it marks itself in local storage,
 *     client/main.tsx), and on Wi-Fi unless the browser asks to save data; and on a page the
 *     server marks so (`data-start="now"`: home); but never before a tap on a page the app does not
 *     show (`data-start="on-tap"`, a district's page);
 *  4. leaves a form the server answers to the browser until the app was asked for (the
 *     directory's filters, a category's sort: `method="get"` and an `action`): its submit loads
 *     the server's page for what was filled in, and a choice in one of its selects submits it;
 *     empty fields are left out of the address. A choice in any other field needs the app, as a
 *     tap on it does.
 * It imports nothing: anything shared with the app's entry would be loaded with it.
 */

/** Set by client/main.tsx when the app runs; the same text as APP_RAN_KEY there. */
const APP_RAN_KEY = 'soko.app-ran';
/** KEEP_PAGE_MESSAGE of sync/protocol.ts. */
const KEEP_PAGE_MESSAGE = 'soko-keep-page';
const VIEW_ID = 'first-view';
const DATA_ID = 'first-view-data';
/** Elements whose click needs the app; links, a `<details>`' summary and the forms' own submits work without it. */
const NEEDS_APP = 'button, [role="button"], input, select, textarea';
/** A form the server answers: its fields and its submit work without the app (4). */
const SERVER_FORM = 'form[method="get"][action]';
const FIELDS = 'input, select, textarea';
const BUSY_CLASS = 'first-view-busy';
/** MENU_COPY_ID and PRODUCTS_COPY_ID of client/first-view/tap-copies.tsx. */
const MENU_COPY_ID = 'first-view-menu';
const PRODUCTS_COPY_ID = 'first-view-products';

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

function copyOf(id: string, index: number): HTMLElement | null {
  const template = document.getElementById(id);
  const copy = template instanceof HTMLTemplateElement ? template.content.children[index] : undefined;
  return copy ? (copy.cloneNode(true) as HTMLElement) : null;
}

/** The phone's time zone and the page's language for the server's dates, as client/lib/format.ts says them. */
function sayDates(within: Element) {
  const lang = document.documentElement.lang || 'en';
  const locales = lang === 'en' ? 'en-GB' : [`${lang}-UG`, lang, 'en-UG'];
  const date = new Intl.DateTimeFormat(locales, { day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locales, { hour: '2-digit', minute: '2-digit' });
  for (const element of within.querySelectorAll<HTMLTimeElement>('time[data-clock]')) {
    const at = new Date(element.dateTime);
    if (Number.isNaN(at.getTime())) continue;
    element.textContent = date.format(at) + (element.dataset.clock === 'date-time' ? `, ${time.format(at)}` : '');
  }
}

/** A product's details: its dialog's copy, opened over the page; closed by its button, Escape or the backdrop. */
function openProduct(card: HTMLElement, view: Element): boolean {
  const dialog = copyOf(PRODUCTS_COPY_ID, [...view.querySelectorAll('button.product-card')].indexOf(card));
  if (!(dialog instanceof HTMLDialogElement)) return false;
  const place = placeOf(card, view);
  sayDates(dialog);
  // beside the page, not in it: the app taking the page over meanwhile leaves it open
  document.body.append(dialog);
  dialog.addEventListener('click', (event) => {
    const on = event.target instanceof Element ? event.target : null;
    if (on === dialog || on?.closest('.modal-head button')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    const root = document.getElementById('root');
    (card.isConnected ? card : root && elementAt(place, root))?.focus();
  });
  dialog.showModal();
  return true;
}

/** The phone menu: its copy shown under the header bar, the button as it looks open; a second tap or Escape closes it. */
function toggleMenu(button: HTMLElement): boolean {
  const bar = button.closest('.header-bar');
  const menu = document.getElementById('mobile-menu');
  if (menu) {
    menu.remove();
  } else {
    const copy = copyOf(MENU_COPY_ID, 1);
    if (!bar || !copy) return false;
    bar.after(copy);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !copy.isConnected) return;
      document.removeEventListener('keydown', onKey);
      toggleMenu(button);
    };
    document.addEventListener('keydown', onKey);
  }
  // the button's look and name open or closed: the copy's, or the one it had before
  const look = menu ? closedMenuButton : copyOf(MENU_COPY_ID, 0);
  if (!menu) closedMenuButton = button.cloneNode(true) as HTMLElement;
  if (look) {
    button.innerHTML = look.innerHTML;
    for (const name of ['aria-expanded', 'aria-label']) button.setAttribute(name, look.getAttribute(name) ?? '');
  }
  return true;
}

let closedMenuButton: HTMLElement | null = null;

/**
 * What the server sent a copy of, opened without the app: only before the app was asked for (a
 * device that runs it, or a tap that started it, waits for the app's own).
 */
function openCopy(target: HTMLElement, view: Element): boolean {
  if (started) return false;
  if (target.matches('button.product-card')) return openProduct(target, view);
  if (target.matches('button[aria-controls="mobile-menu"]')) return toggleMenu(target);
  return false;
}

/** 2. A click that needs the app waits for it, then is played on the app's element. */
function onClick(event: MouseEvent) {
  const view = document.getElementById(VIEW_ID);
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null;
  if (!view || !target || !view.contains(target)) return;
  if (openCopy(target, view) || inServerForm(target)) return;
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

/** 4. A field or submit of a form the server answers, before the app was asked for: the browser's. */
function inServerForm(element: HTMLElement): boolean {
  return (
    !started &&
    element.closest(SERVER_FORM) !== null &&
    (element.matches(FIELDS) || element.matches('button[type="submit"], input[type="submit"]'))
  );
}

/** 4. The server's page for what was filled in: without the fields left empty. */
function onFormData(event: Event) {
  const form = event.target;
  const view = document.getElementById(VIEW_ID);
  if (!(form instanceof HTMLFormElement) || !view?.contains(form) || !form.matches(SERVER_FORM)) return;
  const data = (event as FormDataEvent).formData;
  for (const [name, value] of [...data.entries()]) if (value === '') data.delete(name);
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
  if (event.type !== 'change' || started) return;
  // 4. a choice in a form the server answers loads its page; any other needs the app, as its tap does
  const form = field.closest<HTMLFormElement>(SERVER_FORM);
  if (form && field instanceof HTMLSelectElement) form.requestSubmit();
  else if (!form)
    startApp().catch(() => {
      started = null;
    });
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
  // a page the worker answered is kept already (sw/sw.ts keeps what it fetches): asking again
  // would fetch it a second time (a form the server answers loads such pages)
  const answeredByWorker = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (!answeredByWorker) registration.active?.postMessage({ type: KEEP_PAGE_MESSAGE, url: location.href });
    })
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
document.addEventListener('formdata', onFormData, true);
void takenOver().then(() => {
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
  document.removeEventListener('formdata', onFormData, true);
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
