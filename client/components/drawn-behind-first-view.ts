/**
 * A page the server sent with its content is drawn by the app behind that copy, unseen, until it
 * takes the copy over (client/app/first-view.ts). Its work there is spread over short tasks, so the
 * reader's taps and scrolling never wait long behind it (Lighthouse's total blocking time, bench
 * row 13): the screen is drawn in a task after the one that evaluated its script.
 */
import { useEffect, useState } from 'react';
import { firstViewData } from '../app/first-view';

/** False for the screen's first render behind the server's copy; true from the next task, and always elsewhere. */
export function useOwnTaskBehindFirstView(): boolean {
  const [ready, setReady] = useState(() => firstViewData() === null);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
