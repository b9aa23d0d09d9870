import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Change } from '../../../lib/changes';
import { queryClient } from '../../../lib/server-state';

/**
 * A change to one item of a list that waits for the admin to confirm it, with a reason, in a dialog
 * (docs/screens.md "Admin area"; ui/reason-dialog.tsx): `ask(item)` opens the dialog for it; the
 * dialog's `confirming` sends the change (a mutation) and, once the server took it, `onChanged`
 * shows it and the dialog closes. A refusal stays in the open dialog, so nothing typed is lost.
 */
export function useConfirm<T>({
  change,
  onChanged,
}: {
  change: (item: T, reason: string) => Promise<unknown>;
  onChanged: (item: T) => void;
}) {
  const [item, setItem] = useState<T | null>(null);
  const mutation = useMutation(
    {
      mutationFn: ({ item: changing, reason }: { item: T; reason: string }) => change(changing, reason),
      onSuccess: (_answer, { item: changed }) => {
        onChanged(changed);
        setItem(null);
      },
    },
    queryClient,
  );
  const confirming: Change<string> = {
    mutate: (reason) => mutation.mutate({ item: item!, reason }),
    reset: mutation.reset,
    isPending: mutation.isPending,
    error: mutation.error,
  };
  return {
    item,
    ask: (next: T) => {
      // a dialog opens without the last one's refusal
      mutation.reset();
      setItem(() => next);
    },
    close: () => setItem(null),
    confirming,
  };
}
