import { vi } from 'vitest';
import type { Change } from '../lib/changes';

/**
 * A change as a dialog or form runs it (lib/changes.ts), for a test of the dialog alone: `mutate`
 * records what was sent; `error` is a refusal the screen's mutation got.
 */
export function changeOf<V>({ error = null, isPending = false }: { error?: Error | null; isPending?: boolean } = {}) {
  return { mutate: vi.fn<(variables: V) => void>(), reset: vi.fn(), isPending, error } satisfies Change<V>;
}
