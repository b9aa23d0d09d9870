/**
 * Type-level checks of what calls send (sync/api-inputs.ts), compiled by `npm run typecheck` and
 * never run: each `@ts-expect-error` fails the typecheck if its call compiles, so a body that
 * names a field its route's schema does not take, or a body sent to a route that takes none,
 * stays refused. test/contract/renamed-field.test.ts checks that this file compiles cleanly.
 */
import { api } from '../../client/lib/api-client';

export function typedBodies() {
  return [
    api('/deliveries/7/status', { method: 'PUT', json: { status: 'CANCELLED' } }),
    api('/deliveries/7/status', { method: 'PUT', json: { status: 'CANCELLED', reason: 'Out of stock' } }),
    // @ts-expect-error a field renamed (status → state) is not the route's
    api('/deliveries/7/status', { method: 'PUT', json: { state: 'CANCELLED' } }),
    // @ts-expect-error a field the schema does not name
    api('/deliveries/7/status', { method: 'PUT', json: { status: 'CANCELLED', wrongField: 1 } }),
    // @ts-expect-error a value of another type than the schema's (a schema that preprocesses takes any)
    api('/auth/refresh', { method: 'POST', json: { refreshToken: 42 } }),
    // @ts-expect-error a required field missing
    api('/auth/verify-otp', { method: 'POST', json: { email: 'a@b.ug' } }),
    // @ts-expect-error a route that takes no body
    api('/reviews/7/approve', { method: 'PUT', json: { status: 'APPROVED' } }),
    // @ts-expect-error a GET sends no body
    api('/users/stats', { json: {} }),
  ];
}
