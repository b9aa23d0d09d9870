/**
 * The page's side of the data meter (sync/data-meter.ts): every resource and navigation this page
 * fetched over the network, by kind, added to this month's count in localStorage. Started with the
 * sync engine; the browser's buffered entries cover what loaded before.
 */
import {
  DATA_METER_CACHE,
  DATA_METER_URL,
  meterKind,
  sumMeters,
  withBytes,
  type DataMeter,
} from '../../sync/data-meter';
import { readStoredJson, writeStoredJson } from './stored-json';

const KEY = 'soko-data-meter';

const readPage = () => readStoredJson<DataMeter | null>(KEY, null);

let started = false;

export function startDataMeter(): void {
  if (started || typeof PerformanceObserver === 'undefined') return;
  started = true;
  const count = (list: PerformanceObserverEntryList) => {
    let meter = readPage();
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (!entry.transferSize) continue;
      meter = withBytes(meter, meterKind(new URL(entry.name, location.href).pathname), entry.transferSize, Date.now());
    }
    if (meter) writeStoredJson(KEY, meter);
  };
  for (const type of ['resource', 'navigation']) {
    try {
      new PerformanceObserver(count).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not report
    }
  }
}

/** This month's bytes: the page's and the service worker's. */
export async function readDataMeter(now = Date.now()): Promise<DataMeter> {
  let worker: DataMeter | null = null;
  try {
    const answer = await (await caches.open(DATA_METER_CACHE)).match(DATA_METER_URL);
    worker = answer ? ((await answer.json()) as DataMeter) : null;
  } catch {
    // no Cache Storage (private mode): the page's count alone
  }
  return sumMeters([readPage(), worker], now);
}
