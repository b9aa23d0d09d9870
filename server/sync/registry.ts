/**
 * The server side of the mutation registry (sync/mutations.ts): each offline write's name mapped
 * to its domain function. A REST route and a replayed mutation both call `applyWrite`, so the two
 * paths share one implementation and one rate limit (server/limits/rate-limits.ts, step 2). The
 * push runs each function inside the transaction that also records the mutation id (its writeTx a
 * savepoint of it, db/client.ts), and a write that fails takes its rate-limit hit back with it. Who may send a write
 * (`requireWriter`) is checked before its args are read, on both paths: a caller of another role
 * gets 403 whatever it sent, never a 400 that describes the body.
 */
import { createMiddleware } from 'hono/factory';
import { MUTATIONS, type MutationName, type ParsedMutationArgs } from '../../sync/mutations';
import type { AppEnv, Caller, Deps } from '../context';
import { requireCaller } from '../auth/permissions';
import { forbidden } from '../http/errors';
import { updateBusiness } from '../features/businesses/business-service';
import { createDelivery } from '../features/deliveries/delivery-service';
import { createMessage } from '../features/messages/message-service';
import { updateProduct } from '../features/products/product-service';
import { createProductReview, voteProductReview } from '../features/product-reviews/product-review-service';
import { createReview, readyReview, replyToReview } from '../features/reviews/review-service';
import { createBid } from '../features/searches/bid-service';
import { createSearch } from '../features/searches/search-service';
import { createSurveyResponse } from '../features/surveys/survey-response-service';
import { WRITE_LIMITS, takeHit, type Requester } from '../limits/rate-limits';
import { writeTx } from '../../db/client';

type Handler<N extends MutationName> = (deps: Deps, caller: Caller | null, args: ParsedMutationArgs<N>) => unknown;

export const HANDLERS = {
  'review.create': createReview,
  'productReview.create': createProductReview,
  'productReview.vote': voteProductReview,
  'review.reply': replyToReview,
  'search.create': createSearch,
  'bid.create': createBid,
  'delivery.create': createDelivery,
  'business.update': async (deps, caller, { businessId, ...input }) =>
    await updateBusiness(deps, caller, businessId, input),
  'product.update': async (deps, caller, { businessId, productId, ...input }) =>
    await updateProduct(deps, caller, businessId, productId, input),
  'message.create': createMessage,
  'surveyResponse.create': createSurveyResponse,
} satisfies { [N in MutationName]: Handler<N> };

/** One offline write, counted against its rate limit, in one transaction with its effect. */
export async function applyWrite<N extends MutationName>(
  deps: Deps,
  who: Requester,
  name: N,
  args: ParsedMutationArgs<N>,
): Promise<ReturnType<(typeof HANDLERS)[N]>> {
  // No savepoint of its own inside a replayed write's (push.ts), which rolls back whatever this throws.
  return (await writeTx(
    deps.db,
    async () => {
      await takeHit(deps, name, WRITE_LIMITS[name], who);
      return (HANDLERS[name] as Handler<N>)(deps, who.caller, args);
    },
    { savepoint: false },
  )) as ReturnType<(typeof HANDLERS)[N]>;
}

/**
 * What a write can do ahead, from its caller and checked args alone, without the database: a push
 * on PostgreSQL does it for the next write while the one before it is at the database
 * (server/sync/push.ts). The write itself then runs as it would without it, every rule included.
 */
const READY: { [N in MutationName]?: Handler<N> } = { 'review.create': readyReview };

export function readyWrite<N extends MutationName>(
  deps: Deps,
  caller: Caller | null,
  name: N,
  args: ParsedMutationArgs<N>,
): void {
  (READY[name] as Handler<N> | undefined)?.(deps, caller, args);
}

/** The write's sign-in and roles (sync/mutations.ts), checked before its args are validated. */
export function requireWriter(name: MutationName, caller: Caller | null, authError?: string | null): void {
  const def: { signIn: boolean; roles?: readonly Caller['role'][] } = MUTATIONS[name];
  if (def.signIn) requireCaller(caller, authError);
  if (def.roles && !def.roles.includes(requireCaller(caller, authError).role))
    throw forbidden(`Only a ${def.roles.map((r) => ROLE_WORDS[r]).join(' or ')} account can do this`);
}

/** The roles in the product's words (docs/product.md "Who uses it, and how"). */
const ROLE_WORDS: Record<Caller['role'], string> = { USER: 'customer', VENDOR: 'vendor', ADMIN: 'admin' };

/** `requireWriter` in front of a write's REST route, before its validator. */
export const writerOnly = (name: MutationName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    requireWriter(name, c.var.caller, c.var.authError);
    await next();
  });
