/**
 * Which route a call's path names (api-contract.ts `RouteFor`). These are type assertions:
 * `npm run typecheck` fails when one does not hold; vitest only runs the file.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerTo, ApiPath, RouteFor } from './api-contract';

/** What a call's template path holds where it names an id or a query. */
type Id = number;
type Query = string;

describe('the route a path names', () => {
  it('is the route written exactly so before one whose :param would fit', () => {
    expectTypeOf<RouteFor<'GET', '/surveys/active'>>().toEqualTypeOf<'GET /surveys/active'>();
    expectTypeOf<RouteFor<'GET', `/surveys/${Id}`>>().toEqualTypeOf<'GET /surveys/:id'>();
  });

  it('matches segment by segment: a :param takes one segment, never two', () => {
    expectTypeOf<RouteFor<'GET', `/surveys/${Id}/responses`>>().toEqualTypeOf<'GET /surveys/:id/responses'>();
    expectTypeOf<
      RouteFor<'GET', `/businesses/${Id}/product-services/${Id}`>
    >().toEqualTypeOf<'GET /businesses/:id/product-services/:serviceId'>();
  });

  it('ignores the query and tells methods apart', () => {
    expectTypeOf<RouteFor<'GET', `/reviews?${Query}`>>().toEqualTypeOf<'GET /reviews'>();
    expectTypeOf<RouteFor<'PUT', `/reviews/${Id}/approve`>>().toEqualTypeOf<'PUT /reviews/:id/approve'>();
    expectTypeOf<AnswerTo<'GET', '/surveys/active'>>().toHaveProperty('surveys');
  });

  it('is each route a path of several may name', () => {
    expectTypeOf<RouteFor<'PUT', `/verification/${Id}/${'approve' | 'refuse'}`>>().toEqualTypeOf<
      'PUT /verification/:id/approve' | 'PUT /verification/:id/refuse'
    >();
  });

  it('is none for a path no route has, or a plain string, and its answer is unknown', () => {
    expectTypeOf<AnswerTo<'GET', `/surveys/${Id}/no-such-part`>>().toBeUnknown();
    expectTypeOf<'/no-such-route'>().not.toExtend<ApiPath<'GET'>>();
    expectTypeOf<string>().not.toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/stats/platform'>().not.toExtend<ApiPath<'DELETE'>>();
  });
});
