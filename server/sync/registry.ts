/**
 * The server side of the mutation registry (sync/mutations.ts): each offline write's name mapped
 * to the domain function its ordinary route calls. Every function is synchronous, so the push
 * runs it inside the transaction that also records the mutation id.
 */
import type { MutationName, ParsedMutationArgs } from '../../sync/mutations';
import type { Caller, Deps } from '../context';
import { createDelivery } from '../features/deliveries/delivery-service';
import { createMessage } from '../features/messages/message-service';
import { createProductReview, voteProductReview } from '../features/product-reviews/product-review-service';
import { createReview } from '../features/reviews/review-service';
import { createBid } from '../features/searches/bid-service';
import { createSurveyResponse } from '../features/surveys/survey-response-service';

type Handler<N extends MutationName> = (deps: Deps, caller: Caller | null, args: ParsedMutationArgs<N>) => unknown;

export const HANDLERS: { [N in MutationName]: Handler<N> } = {
  'review.create': createReview,
  'productReview.create': createProductReview,
  'productReview.vote': voteProductReview,
  'bid.create': createBid,
  'delivery.create': createDelivery,
  'message.create': createMessage,
  'surveyResponse.create': createSurveyResponse,
};

export function runMutation<N extends MutationName>(
  deps: Deps,
  caller: Caller | null,
  name: N,
  args: ParsedMutationArgs<N>,
) {
  return (HANDLERS[name] as Handler<N>)(deps, caller, args);
}
