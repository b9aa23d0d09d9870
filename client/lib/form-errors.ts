/**
 * Forms check their fields with the same zod schema the server uses (sync/schemas/), so the
 * phone shows the server's own words for each rule. These turn a schema's answer into what a form
 * shows: one message per field, the first that field failed.
 */
import type { z } from 'zod';

export type Check<T, K extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<K, string>> };

export function firstPerField<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}
