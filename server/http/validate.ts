import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, validationError } from './errors';
import { isJsonType } from './request-bodies';

type Target = 'json' | 'query' | 'param' | 'form';

/**
 * zValidator whose failures become the contract's 400 with field messages. A JSON body must be
 * sent as JSON (http/request-bodies.ts): without a type zValidator would read `{}`, and a
 * survey whose questions are all optional would take that empty answer from any other site.
 * Only a DELETE may come without a body.
 */
export function validate<T extends z.ZodType, K extends Target>(target: K, schema: T) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  if (target !== 'json') return validator;
  return ((c: Context, next: () => Promise<void>) => {
    if (!isJsonType(c.req.header('content-type')) && c.req.method !== 'DELETE')
      throw new HttpError(415, 'Send this as application/json');
    return validator(c, next);
  }) as typeof validator;
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
