/**
 * What a request body of the API may be (docs/security.md, second round P7), checked once for
 * every route before any route reads it:
 * 1. JSON (`application/json`, or a `+json` type) anywhere. A page on another site can make a
 *    visitor's browser send text/plain, a form or a body without a type, never JSON: refusing
 *    those (415) keeps every write that needs no sign-in (contact messages, survey answers,
 *    sign-in codes) from being sent on a visitor's behalf.
 * 2. multipart/form-data only to the routes whose forms may carry an image (IMAGE_FORM_ROUTES).
 * 3. No body, or an empty one without a type (a button such as "approve").
 * A JSON body nested deeper than MAX_JSON_DEPTH is a 400 before anything parses or walks it:
 * hashing, validation and JSON.stringify recurse, and 100,000 levels fit in 200 kB.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError, badRequest } from './errors';

/** The deepest legitimate body (a push of survey answers) is 5 levels. */
export const MAX_JSON_DEPTH = 32;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
/** Whether a Content-Type header names JSON (any charset). */
export const isJsonType = (header: string | undefined) =>
  JSON_TYPE.test(header?.split(';')[0]!.trim().toLowerCase() ?? '');
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes whose forms may carry an image (multipart); all others take JSON. A new one fails closed (415). */
const IMAGE_FORM_ROUTES: readonly [methods: readonly string[], path: RegExp][] = [
  [['POST'], /^\/api\/uploads$/],
  [['POST'], /^\/api\/categories$/],
  [['PUT'], /^\/api\/categories\/\d+$/],
  [['POST'], /^\/api\/businesses$/],
  [['PUT', 'PATCH'], /^\/api\/businesses\/\d+$/],
  [['POST'], /^\/api\/businesses\/\d+\/(products|product-services)$/],
  [['PUT', 'PATCH'], /^\/api\/businesses\/\d+\/product-services\/\d+$/],
  [['POST'], /^\/api\/product-reviews$/],
  [['PUT'], /^\/api\/product-reviews\/\d+$/],
];

const takesImageForm = (c: Context) => {
  const path = c.req.path.replace(/\/+$/, '');
  return IMAGE_FORM_ROUTES.some(([methods, pattern]) => methods.includes(c.req.method) && pattern.test(path));
};

export const requestBodies: MiddlewareHandler = async (c, next) => {
  if (BODYLESS.has(c.req.method)) return next();
  const header = c.req.header('content-type');
  if (isJsonType(header)) {
    if (!withinDepth(await c.req.text(), MAX_JSON_DEPTH)) throw badRequest('The JSON body is nested too deeply');
    return next();
  }
  const form = takesImageForm(c);
  if (form && header?.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data') return next();
  if (header === undefined && (!c.req.raw.body || (await c.req.text()) === '')) return next();
  throw new HttpError(
    415,
    form ? 'Send this as application/json or multipart/form-data' : 'Send this as application/json',
  );
};

/** Whether no array or object of a JSON text opens deeper than `max`, in one pass without recursion. */
function withinDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return false;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return true;
}
