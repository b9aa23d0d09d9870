/**
 * Work the first screen does not need (the offline store and its sync, the update prompt, the
 * sync indicator) waits until that screen is complete, so on 2G it does not compete with the
 * screen's own requests and script:
 *  1. after the window's load event (the screen's scripts and styles are in),
 *  2. once no screen holds it back: the app until its first render is committed (it is
 *     time-sliced, so the load event may come first), home until its data and sections are shown,
 *  3. in the next idle moment.
 * A hold counts for at most HOLD_MAX_MS, so a request that never answers does not stop syncing.
 * Screens that read the store themselves start it at once; this only orders the rest.
 */
import { useSyncExternalStore } from 'react';

const HOLD_MAX_MS = 20_000;
const IDLE_TIMEOUT_MS = 2_000;

const holds = new Set<symbol>();
const tasks: (() => void)[] = [];
const listeners = new Set<() => void>();
let loaded = false;
let done = false;
let checking = false;

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

// 3. checked in an idle moment: by then React has run the effects that take holds
function check() {
  if (done || checking || !loaded) return;
  checking = true;
  whenIdle(() => {
    checking = false;
    if (done || holds.size > 0) return;
    done = true;
    for (const task of tasks.splice(0)) task();
    listeners.forEach((l) => l());
  });
}

// 1.
if (typeof window !== 'undefined') {
  const onLoad = () => {
    loaded = true;
    check();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}

/** Runs `task` once the first screen is complete (at once if it is already). */
export function afterFirstScreen(task: () => void): void {
  if (done) task();
  else tasks.push(task);
}

/** 2. Holds the background work back until the returned function is called (or HOLD_MAX_MS). */
export function holdBackgroundWork(): () => void {
  const hold = Symbol('hold');
  holds.add(hold);
  const release = () => {
    clearTimeout(timer);
    if (holds.delete(hold)) check();
  };
  const timer = setTimeout(release, HOLD_MAX_MS);
  return release;
}

/** Called by the app's first commit: by then every screen that holds the work back has done so. */
export const releaseFirstRender = holdBackgroundWork();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the first screen is complete, as a React hook: false until the background work starts. */
export function useFirstScreenDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => done,
    () => false,
  );
}
