import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors';

type Target = 'json' | 'query' | 'param' | 'form';

/** zValidator whose failures become the contract's 400 with field messages. */
export function validate<T extends z.ZodType, K extends Target>(target: K, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

/** A multipart or urlencoded body: text fields as strings, files as File. */
export async function readForm(c: Context): Promise<Record<string, string | File>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string | File> = {};
  for (const [key, value] of Object.entries(body)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one !== undefined) fields[key] = one as string | File;
  }
  return fields;
}

/** Parses already-read fields with a schema, throwing the contract's 400 on failure. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
