/**
 * GET /metrics (server/ops/metrics.ts): what the server did shows in Prometheus' text format,
 * counted where it happens, and only this machine or a holder of METRICS_TOKEN may read it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { patternOf } from './metrics-route';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ demo: true });
});
afterAll(() => t.close());

async function metrics(): Promise<string> {
  const res = await t.request('GET', '/metrics');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text;
}

/** The value of one series, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const message = (id: string, subject = 'Metrics') => ({
  id,
  name: 'message.create',
  args: { fullName: 'Metric Tester', email: 'metrics@test.ug', subject, content: 'Counting writes' },
});

it('counts pushed writes by result, pull pages and bytes, and times requests by route pattern', async () => {
  const before = await metrics();
  const push = (mutations: unknown[]) =>
    t.request('POST', '/api/sync/push', { json: { mutations }, headers: { 'x-device-id': 'metrics-device-01' } });
  expect((await push([message('metrics-write-0001')])).status).toBe(200);
  expect((await push([message('metrics-write-0001'), message('metrics-write-0002', '')])).status).toBe(200);
  const pull = await t.request('GET', '/api/sync/pull?since=0');
  expect(pull.status).toBe(200);
  await t.request('GET', '/api/businesses/details/1');

  const after = await metrics();
  const delta = (series: string) => value(after, series) - value(before, series);
  expect(delta('soko_sync_push_mutations_total{result="applied"}')).toBe(1);
  expect(delta('soko_sync_push_mutations_total{result="duplicate"}')).toBe(1);
  expect(delta('soko_sync_push_mutations_total{result="refused"}')).toBe(1);
  expect(delta('soko_sync_pull_pages_total{scope="whole"}')).toBe(1);
  expect(delta('soko_sync_pull_bytes_total')).toBe(Buffer.byteLength(pull.text));
  expect(
    delta('http_request_duration_seconds_count{method="GET",route="/api/businesses/details/:id",status_class="2xx"}'),
  ).toBe(1);
  expect(delta('http_request_duration_seconds_count{method="POST",route="/api/sync/push",status_class="2xx"}')).toBe(2);
  expect(after).toMatch(/^soko_alert_outbox_pending \d+$/m);
  expect(value(after, 'soko_http_workers')).toBe(1);
  expect(after).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  expect(after).toMatch(/^soko_db_busy_retries_total \d+$/m);
  expect(after).toMatch(/^# TYPE soko_alert_send_failures_total counter$/m);
  // no address, account or written text in any label
  expect(after).not.toMatch(/metrics@test\.ug|Counting writes|metrics-device/);
});

it('is for this machine or a caller with METRICS_TOKEN', async () => {
  const token = 'm'.repeat(40);
  t.deps.config.metricsToken = token;
  const forwarded = { 'x-forwarded-for': '41.210.1.2' };
  expect((await t.request('GET', '/metrics', { headers: forwarded })).status).toBe(403);
  expect((await t.request('GET', '/metrics', { headers: forwarded, token: 'x'.repeat(40) })).status).toBe(403);
  expect((await t.request('GET', '/metrics', { headers: forwarded, token })).status).toBe(200);
});

it.each([
  ['/api/businesses/details/:id{[0-9]+}', '/api/businesses/details/:id'],
  ['/og/business/:file{[0-9]{1,9}\\.png}', '/og/business/:file'],
  ['*', '*'],
])('labels %s as %s', (path, pattern) => expect(patternOf(path)).toBe(pattern));
