/**
 * What an operator watches (docs/operations.md "Metrics"), in Prometheus' text format at
 * `GET /metrics` (metrics-route.ts). Names are in the product's words; labels never carry an
 * address, an account or any text a user wrote.
 *  - http_request_duration_seconds: by method, route pattern (`/api/businesses/:id`) and status
 *    class (2xx…5xx);
 *  - soko_sync_push_mutations_total by result (applied, duplicate, refused);
 *  - soko_sync_pull_pages_total by scope (whole, categories, area) and soko_sync_pull_bytes_total
 *    as sent (compressed where the device took it);
 *  - soko_alert_outbox_pending (read when scraped), soko_alert_send_failures_total by channel;
 *  - soko_db_busy_retries_total: answers that asked the client to retry because the database was
 *    busy;
 *  - soko_http_workers: the server processes on this port, soko_background_jobs: those running
 *    the jobs that must run once (1) (server/ops/workers.ts);
 *  - Node's own: event-loop lag, heap, GC, open handles (prom-client's default metrics).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  // a phone on a slow link waits seconds; the server itself should answer in milliseconds
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const pushMutations = new Counter({
  name: 'soko_sync_push_mutations_total',
  help: 'Offline writes pushed by devices, by what became of them',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const pullPages = new Counter({
  name: 'soko_sync_pull_pages_total',
  help: 'Sync pull pages served, by scope',
  labelNames: ['scope'] as const,
  registers: [registry],
});

export const pullBytes = new Counter({
  name: 'soko_sync_pull_bytes_total',
  help: 'Bytes of sync pull pages as sent',
  registers: [registry],
});

export const alertSendFailures = new Counter({
  name: 'soko_alert_send_failures_total',
  help: 'Alerts whose sending failed (each is retried with backoff until it gives up)',
  labelNames: ['channel'] as const,
  registers: [registry],
});

export const dbBusyRetries = new Counter({
  name: 'soko_db_busy_retries_total',
  help: 'Answers that asked the client to retry because the database was busy',
  registers: [registry],
});

const httpWorkers = new Gauge({
  name: 'soko_http_workers',
  help: 'Server processes answering on this port',
  registers: [registry],
});
httpWorkers.set(1);

export const backgroundJobs = new Gauge({
  name: 'soko_background_jobs',
  help: 'Processes running the background jobs (alerts, upload sweep): 1, whatever WEB_CONCURRENCY',
  registers: [registry],
});

let pendingAlerts: (() => Promise<number>) | null = null;

/** The outbox count read when scraped: the database this process serves names it (server/app.ts). */
export function countPendingAlertsWith(count: () => Promise<number>): void {
  pendingAlerts = count;
}

new Gauge({
  name: 'soko_alert_outbox_pending',
  help: 'Alerts waiting in the outbox to be sent',
  registers: [registry],
  async collect() {
    if (pendingAlerts) this.set(await pendingAlerts());
  },
});

/** `2xx` for 204 and the like. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
