import { beforeEach, vi } from 'vitest';

/** What an argument says: an error (or a log record's `err`) by its message, not "[object Object]". */
const describe = (arg: unknown): string => {
  if (arg instanceof Error) return arg.message;
  const err = (arg as { err?: unknown } | null)?.err;
  if (err instanceof Error) return `${String(arg)} (${err.message})`;
  return String(arg);
};

/** A console.error in a test is a failure (epic-stack does the same). */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(describe).join(' ')}`);
  });
});
