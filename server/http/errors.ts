import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { core } from 'zod';
import { isBusy } from '../../db/query';
import { log } from '../ops/log';
import { dbBusyRetries } from '../ops/metrics';

/** An expected failure: its message is shown to the user as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Field messages of a zod error, keyed by the dotted path of each field. */
function fieldErrors(error: core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A 400 whose message is the first field's own sentence ('Please enter a valid phone number'):
 * the schemas' messages name their field, and the message is shown to the user as it is, so a
 * raw key such as 'phone:' never reaches a screen. `errors` still keys each message by field.
 */
export function validationError(error: core.$ZodError): HttpError {
  const errors = fieldErrors(error);
  const first = Object.values(errors)[0];
  return new HttpError(400, first ?? 'Invalid input', errors);
}

/** The error shape of the contract: `{ success: false, message, errors? }`. */
export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json({ success: false, message: err.message, ...(err.errors && { errors: err.errors }) }, err.status);
  }
  if (err instanceof ZodError) return errorResponse(validationError(err), c);
  if (err instanceof HTTPException) {
    const message = err.status === 413 ? 'Request body is too large' : err.message || 'Request could not be processed';
    return c.json({ success: false, message }, err.status);
  }
  if (err instanceof SyntaxError) return c.json({ success: false, message: 'Malformed JSON body' }, 400);
  if (isBusy(err)) {
    dbBusyRetries.inc();
    c.header('Retry-After', '1');
    return c.json({ success: false, message: 'The server is busy, please try again' }, 503);
  }
  log.error('Request failed', { err, reqId: c.var.requestId });
  return c.json({ success: false, message: 'Something went wrong on our side' }, 500);
}
