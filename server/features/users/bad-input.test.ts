/** No call of the signed-in areas answers 500 to bad input: odd ids, odd bodies, odd queries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';

const ROUTES = [
  'POST /api/searches',
  'GET /api/searches',
  'GET /api/searches/my-searches',
  'GET /api/searches/getmyleads/:id',
  'POST /api/searches/leads/:id/bid',
  'GET /api/searches/:id/bids',
  'PUT /api/searches/:id/close',
  'GET /api/searches/admin/:id',
  'DELETE /api/searches/admin/:id',
  'PATCH /api/bids/:id/accept',
  'PATCH /api/bids/:id/decline',
  'GET /api/users/dashboard',
  'GET /api/businesses/dashboard/:id',
  'GET /api/stats/admin',
  'GET /api/users',
  'GET /api/users/stats',
  'GET /api/users/:id',
  'PUT /api/users/:id/status',
  'PUT /api/users/:id/role',
  'DELETE /api/users/:id',
  'GET /api/user/profile',
  'PUT /api/user/profile',
  'POST /api/reports',
  'GET /api/reports',
  'GET /api/reports/my-reports',
  'GET /api/reports/:id',
  'PUT /api/reports/:id/status',
  'POST /api/deliveries',
  'GET /api/deliveries/business/:id',
  'GET /api/deliveries/admin/all',
  'PUT /api/deliveries/:id/status',
  'DELETE /api/deliveries/:id',
  'POST /api/surveys',
  'GET /api/surveys',
  'GET /api/surveys/active',
  'GET /api/surveys/:id',
  'PUT /api/surveys/:id',
  'DELETE /api/surveys/:id',
  'POST /api/surveys/:id/responses',
  'GET /api/surveys/:id/responses',
  'GET /api/surveys/:id/responses/export',
];
const IDS = ['1', '2', 'abc', '0', '-1', '1.5', '1e400', '99999999999999999999', '%20'];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {
    amount: { $gt: 1 },
    message: ['x'],
    estimatedDuration: null,
    answers: [],
    questions: 'x',
    status: {},
    role: [],
    isActive: 'yes',
  },
  { query: 'x'.repeat(10_000), categoryId: '1e400', budget: -1, targetType: 'review', targetId: 1e300, reason: 'SPAM' },
  {
    answers: { '1': { nested: true } },
    email: 7,
    name: 'x'.repeat(500),
    questions: [{ type: 'rating', question: 'q', options: 'a,b' }],
  },
];
const QUERIES = [
  '?page=-1&limit=abc&status=nope&role=KING&q=%25',
  '?page=1e400&limit=999999&status=',
  '?status[]=a&q=' + 'x'.repeat(300),
];

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('bad input never answers 500', () => {
  it.each(ROUTES)('%s', async (route) => {
    const [method, template] = route.split(' ') as [string, string];
    const paths = template.includes(':id') ? IDS.map((id) => template.replace(':id', id)) : [template];
    for (const token of [w.tokens.admin, w.tokens.vendor, w.tokens.user, null]) {
      for (const path of paths) {
        for (const query of method === 'GET' ? QUERIES : ['']) {
          const res = await t.request(method, path + query, { token });
          expect(res.status, `${method} ${path}${query}: ${res.text}`).toBeLessThan(500);
        }
        if (method === 'GET') continue;
        for (const json of BODIES) {
          const res = await t.request(method, path, { token, json });
          expect(res.status, `${method} ${path} ${JSON.stringify(json)?.slice(0, 80)}: ${res.text}`).toBeLessThan(500);
        }
        const malformed = await t.request(method, path, {
          token,
          body: '{"x":',
          headers: { 'content-type': 'application/json' },
        });
        expect(malformed.status, `${method} ${path} malformed`).toBeLessThan(500);
      }
    }
  });
});
