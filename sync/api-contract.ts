/**
 * The answers of /api, one type per route, which both sides compile against (decision 011).
 *
 * `ApiAnswers` maps `'METHOD /path/:param'` to the JSON body a success sends. The server proves
 * that every route's answer fits its entry (server/api-contract.ts, a type-level check over the
 * routes hono infers), and that no JSON route is missing. The client names no answer type at a
 * call: `api()` and `useApi()` (client/lib) read it from the path they are given, so a field
 * renamed on one side fails `npm run typecheck` on the other.
 *
 * What a call sends is typed the same way, from the route's zod input schema (sync/api-inputs.ts).
 *
 * Every answer is an object with `success: true` and named fields, except the few the public
 * calls have always answered with a bare list or object (docs/screens.md); a failure is always
 * `ApiFailure`.
 */
import type { AdminAnswers } from './answers/admin';
import type { AlertAnswers } from './answers/alerts';
import type { AuthAnswers } from './answers/auth';
import type { BusinessAnswers } from './answers/business';
import type { CategoryAnswers } from './answers/category';
import type { DashboardAnswers } from './answers/dashboard';
import type { DeliveryAnswers } from './answers/delivery';
import type { MessageAnswers } from './answers/message';
import type { ProductReviewAnswers } from './answers/product-review';
import type { ReportAnswers } from './answers/report';
import type { ReviewAnswers } from './answers/review';
import type { SearchAnswers } from './answers/search';
import type { StatsAnswers } from './answers/stats';
import type { SurveyAnswers } from './answers/survey';
import type { SyncAnswers } from './answers/sync';
import type { UploadAnswers } from './answers/upload';
import type { UserAnswers } from './answers/user';
import type { VerificationAnswers } from './answers/verification';
import type { ApiBodies } from './api-inputs';

export interface ApiAnswers
  extends
    AdminAnswers,
    AlertAnswers,
    AuthAnswers,
    BusinessAnswers,
    CategoryAnswers,
    DashboardAnswers,
    DeliveryAnswers,
    MessageAnswers,
    ProductReviewAnswers,
    ReportAnswers,
    ReviewAnswers,
    SearchAnswers,
    StatsAnswers,
    SurveyAnswers,
    SyncAnswers,
    UploadAnswers,
    UserAnswers,
    VerificationAnswers {}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ApiRoute = keyof ApiAnswers;

type RouteOf<M extends ApiMethod> = Extract<ApiRoute, `${M} ${string}`>;
type PathOf<R> = R extends `${ApiMethod} ${infer P}` ? P : never;
type Segments<P extends string> = P extends `/${infer Head}/${infer Rest}`
  ? [Head, ...Segments<`/${Rest}`>]
  : P extends `/${infer Last}`
    ? [Last]
    : [];
/** A route's segments against a path's: `:name` takes any one segment, others must be equal. */
type Fits<Route extends string[], Path extends string[]> = Route extends [infer R, ...infer RestR extends string[]]
  ? Path extends [infer S, ...infer RestS extends string[]]
    ? R extends `:${string}`
      ? Fits<RestR, RestS>
      : [S] extends [R]
        ? Fits<RestR, RestS>
        : false
    : false
  : Path extends []
    ? true
    : false;
type WithoutQuery<P extends string> = P extends `${infer Base}?${string}` ? Base : P;
/** A path as a template: each `:name` stands for any text. */
type Template<P extends string> = P extends `${infer A}:${string}/${infer B}`
  ? `${A}${string}/${Template<B>}`
  : P extends `${infer A}:${string}`
    ? `${A}${string}`
    : P;

/** Every path a call of this method may be given, with or without a query. */
export type ApiPath<M extends ApiMethod> = Template<PathOf<RouteOf<M>>> | `${Template<PathOf<RouteOf<M>>>}?${string}`;

/**
 * The route a call names: the route written exactly so, else the one whose `:params` fit. A path
 * that may be one of several (`/verification/${id}/${'approve' | 'refuse'}`) names each of theirs.
 */
export type RouteFor<M extends ApiMethod, P extends string> = P extends string
  ? `${M} ${WithoutQuery<P>}` extends RouteOf<M>
    ? `${M} ${WithoutQuery<P>}`
    : {
        [R in RouteOf<M>]: Fits<Segments<PathOf<R>>, Segments<WithoutQuery<P>>> extends true ? R : never;
      }[RouteOf<M>]
  : never;

/**
 * The answer of a call of method M to path P (a literal or template string); `unknown` when no
 * route fits, so that reading any field of it fails to compile rather than passing as `never`.
 */
export type AnswerTo<M extends ApiMethod, P extends string> = [RouteFor<M, P>] extends [never]
  ? unknown
  : ApiAnswers[RouteFor<M, P>];

/**
 * The JSON body a call of method M to path P sends (sync/api-inputs.ts): the input of the schema
 * the route validates it with. `never` when the route takes none, so that any body fails to compile.
 */
export type BodyTo<M extends ApiMethod, P extends string> = [RouteFor<M, P>] extends [never]
  ? never
  : ApiBodies[RouteFor<M, P> & keyof ApiBodies];
