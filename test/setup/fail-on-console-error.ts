import { beforeEach, vi } from 'vitest';

/** A console.error in a test is a failure (epic-stack does the same). */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
