/**
 * The proof that the server answers what sync/api-contract.ts promises, and takes what
 * sync/api-inputs.ts says a call sends (decision 011). Type-only: `npm run typecheck` fails here,
 * naming the routes, when a route's success answer does not fit its entry in `ApiAnswers`, a JSON
 * route has no entry, or a route validates its body or query with another schema than its entry's.
 */
import type { ExtractSchema } from 'hono/types';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import type { ApiAnswers } from '../sync/api-contract';
import type { ApiQueries, ParsedBodies, ValidatedBodies } from '../sync/api-inputs';
import type { Pagination } from '../sync/answers/envelope';
import type { AppType } from './api';

type Schema = ExtractSchema<AppType>;
/** hono's key keeps a parameter's pattern (`:id{[0-9]+}`); the contract names the parameter only. */
type Unpatterned<P> = P extends `${infer A}{${string}}${infer B}` ? `${A}${Unpatterned<B>}` : P;
type Success<E> = E extends { status: infer S; outputFormat: 'json' }
  ? [S] extends [ClientErrorStatusCode | ServerErrorStatusCode]
    ? never
    : E
  : never;

/** Every JSON route the server has, as `'METHOD /path'`, and what its successes answer. */
export type ServerAnswers = {
  [K in ServerRoute]: RouteEntry<K>;
};
type ServerRoute = {
  [P in keyof Schema & string]: {
    [M in keyof Schema[P] & `$${string}`]: [Success<Schema[P][M]>] extends [never]
      ? never
      : `${Uppercase<M extends `$${infer Name}` ? Name : never>} ${Unpatterned<P>}`;
  }[keyof Schema[P] & `$${string}`];
}[keyof Schema & string];
type RouteEntry<K extends string> = K extends `${infer M} ${string}`
  ? {
      [P in keyof Schema & string]: Unpatterned<P> extends PathOfRoute<K>
        ? OutputOf<Success<Schema[P][`$${Lowercase<M>}` & keyof Schema[P]]>>
        : never;
    }[keyof Schema & string]
  : never;
type OutputOf<E> = E extends { output: infer O } ? O : never;
type PathOfRoute<K> = K extends `${string} ${infer P}` ? P : never;

type Listed = keyof ApiAnswers & ServerRoute;
/** What scripts and messages name: routes that misfit their entry, and JSON routes with none. */
export type Misfit = {
  [K in keyof ApiAnswers]: K extends ServerRoute ? (ServerAnswers[K] extends ApiAnswers[K] ? never : K) : K;
}[keyof ApiAnswers];
export type Unlisted = Exclude<ServerRoute, keyof ApiAnswers>;
type Each<K extends string> = { [R in K]: true };

/**
 * Never called: compiling them is the proof. The first fails, with the field that differs, when a
 * route answers other than its entry; the second names entries with no route (a route renamed or
 * removed), the third JSON routes with no entry.
 */
export function answersFit(answered: { [K in Listed]: ServerAnswers[K] }): { [K in Listed]: ApiAnswers[K] } {
  return answered;
}
export function everyEntryRouted(routes: Each<ServerRoute>): Each<keyof ApiAnswers> {
  return routes;
}
export function everyRouteListed(entries: Each<keyof ApiAnswers>): Each<ServerRoute> {
  return entries;
}

/** The endpoint hono records for `'METHOD /path'`, whatever its answer. */
type EndpointOf<K extends string> = K extends `${infer M} ${string}`
  ? {
      [P in keyof Schema & string]: Unpatterned<P> extends PathOfRoute<K>
        ? Schema[P][`$${Lowercase<M>}` & keyof Schema[P]]
        : never;
    }[keyof Schema & string]
  : never;
/** What a route's validators take (`validate('json' | 'query', schema)`), as hono records it. */
type InputOf<K extends string, T extends 'json' | 'query'> =
  EndpointOf<K> extends { input: infer I } ? (I extends { [_ in T]?: infer V } ? V : never) : never;
/** Routes whose body hono sees validated, as `'METHOD /path'`. */
export type ServerBodyRoute = {
  [K in ServerRoute]: EndpointOf<K> extends { input: { json?: unknown } }
    ? 'json' extends keyof EndpointOf<K>['input']
      ? K
      : never
    : never;
}[ServerRoute];
type ServerBodies = { [K in keyof ValidatedBodies]: InputOf<K, 'json'> };
type ServerQueryKeys = { [K in keyof ApiQueries]: keyof InputOf<K, 'query'> };
type QueryKeys = { [K in keyof ApiQueries]: keyof ApiQueries[K] };

/**
 * Never called, like the three above. A route that validates its body with another schema than
 * its entry in `ValidatedBodies` fails the first two (each way, as the inputs must be one type);
 * the next two name a validated body with no entry and an entry whose route validates none; a
 * body parsed by hand must name a route of the server; a query's parameters must be its schema's.
 */
export function bodiesFit(taken: ServerBodies): ValidatedBodies {
  return taken;
}
export function bodiesFitBack(sent: ValidatedBodies): ServerBodies {
  return sent;
}
export function everyBodyListed(entries: Each<keyof ValidatedBodies>): Each<ServerBodyRoute> {
  return entries;
}
export function everyBodyEntryValidated(routes: Each<ServerBodyRoute>): Each<keyof ValidatedBodies> {
  return routes;
}
export function everyParsedBodyRouted(routes: Each<Exclude<ServerRoute, ServerBodyRoute>>): Each<keyof ParsedBodies> {
  return routes;
}
export function queriesFit(taken: ServerQueryKeys): QueryKeys {
  return taken;
}
export function queriesFitBack(sent: QueryKeys): ServerQueryKeys {
  return sent;
}

/**
 * Every paged answer in one shape (sync/answers/envelope.ts): its `pagination` is `Pagination`,
 * and no answer counts pages beside its rows. Never called, like the others: a route that pages
 * otherwise fails it by name.
 */
type PagedOtherwise = {
  [K in keyof ApiAnswers]: ApiAnswers[K] extends { pagination: infer P }
    ? [P] extends [Pagination]
      ? [Pagination] extends [P]
        ? never
        : K
      : K
    : ApiAnswers[K] extends { page: unknown } | { pages: unknown } | { totalPages: unknown }
      ? K
      : never;
}[keyof ApiAnswers];
export function everyListPagedAlike(route: PagedOtherwise): never {
  return route;
}
