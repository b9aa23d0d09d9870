import { useState } from 'react';

/**
 * What the admin just asked for (a save, a status change, a deletion, an export) and how it went.
 * `run(work, on)` works on `on` (a row's id, or the screen's one action): `isBusy(on)` while it
 * runs, so only that row's buttons wait. A failure keeps the server's message
 * (docs/screens.md "Conventions of every screen") in `error` until the next run or `dismiss`;
 * `run` resolves whether the work succeeded.
 */
export function useAction() {
  const [busyOn, setBusyOn] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, on: unknown = true): Promise<boolean> => {
    setBusyOn(on);
    setError(null);
    try {
      await work();
      return true;
    } catch (err) {
      setError((err as Error).message);
      return false;
    } finally {
      setBusyOn(null);
    }
  };

  return {
    busy: busyOn !== null,
    isBusy: (on: unknown) => busyOn === on,
    error,
    setError,
    dismiss: () => setError(null),
    run,
  };
}
