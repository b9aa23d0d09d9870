import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { HttpError, badRequest, notFound } from './errors';
import { isJsonType } from './request-bodies';
import { readForm } from './validate';

/**
 * Reading request bodies for the write routes. A write may come as multipart (the forms that
 * carry an image file) or as JSON (the offline outbox, with an already uploaded image path); both
 * end as plain fields checked by the same shared schema. Which types reach a route at all is
 * decided once, before it, by server/http/request-bodies.ts.
 */
export type RequestInput = { fields: Record<string, unknown>; files: Record<string, File> };

export async function readInput(c: Context): Promise<RequestInput> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: Record<string, string | File>;
    try {
      form = await readForm(c);
    } catch (err) {
      if (err instanceof HttpError || err instanceof HTTPException) throw err;
      throw badRequest('The form could not be read');
    }
    const input: RequestInput = { fields: {}, files: {} };
    for (const [key, value] of Object.entries(form)) {
      if (typeof value === 'string') input.fields[key] = value;
      // A file input left empty still arrives, as a nameless empty file.
      else if (value.size > 0) input.files[key] = value;
    }
    return input;
  }
  const text = await c.req.text();
  if (text.trim() === '') return { fields: {}, files: {} };
  if (type !== '' && !isJsonType(type)) {
    throw new HttpError(415, 'Send the form as multipart/form-data or JSON');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object');
  return { fields: body as Record<string, unknown>, files: {} };
}

/** Form fields are text: turns the named ones into numbers ("150,000" → 150000, blank → null). */
export function withNumbers(fields: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out = { ...fields };
  for (const key of keys) {
    const value = out[key];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    const number = Number(trimmed.replace(/[\s,_]/g, ''));
    out[key] = trimmed === '' ? null : Number.isFinite(number) ? number : value;
  }
  return out;
}

/** A numeric id from the path; anything else is simply not found. */
export function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^[0-9]{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** ?page&limit of a list: lenient, since they come from address bars. */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).catch(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(defaultLimit)
      .transform((n) => Math.min(n, maxLimit)),
  });
}

export type Page = { page: number; limit: number };
