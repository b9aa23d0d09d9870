import { useState } from 'react';

/**
 * A change to one item of a list that waits for the admin to confirm it, with a reason, in a dialog
 * (docs/screens.md "Admin area"; ui/reason-dialog.tsx): `ask(item)` opens the dialog for it,
 * `confirm(reason)` makes the change and closes it. A refusal is thrown back to the dialog, which
 * shows it and stays open, so nothing typed is lost.
 */
export function useConfirm<T>(change: (item: T, reason: string) => Promise<void>) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    ask: (next: T) => setItem(() => next),
    close: () => setItem(null),
    confirm: async (reason: string) => {
      await change(item!, reason);
      setItem(null);
    },
  };
}
