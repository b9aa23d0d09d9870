/**
 * The data meter (Settings): the bytes this app moved over the network this month, by kind. The
 * page counts what it fetched (client/lib/data-meter.ts), the service worker what it fetched for
 * itself, the app files it precaches and the signed-in areas' screens (sw/sw.ts), each from the
 * Resource Timing entries' `transferSize` (0 for an answer from a cache). The worker keeps its
 * count in Cache Storage, which both can read, under DATA_METER_CACHE / DATA_METER_URL.
 */
export type MeterKind = 'app' | 'data' | 'images';
export type DataMeter = { month: string } & Record<MeterKind, number>;

export const DATA_METER_CACHE = 'soko-data-meter';
export const DATA_METER_URL = '/__data-meter';

/** The calendar month of a time, `2026-11`, in UTC. */
const meterMonth = (time: number) => new Date(time).toISOString().slice(0, 7);

/** Uploaded images, API answers (data), and everything else: the app's own files. */
export function meterKind(pathname: string): MeterKind {
  if (pathname.startsWith('/api/uploads/')) return 'images';
  if (pathname.startsWith('/api/')) return 'data';
  return 'app';
}

/** A meter with bytes added; a new month starts from zero. */
export function withBytes(meter: DataMeter | null, kind: MeterKind, bytes: number, now: number): DataMeter {
  const month = meterMonth(now);
  const base = meter?.month === month ? meter : { month, app: 0, data: 0, images: 0 };
  return { ...base, [kind]: base[kind] + bytes };
}

/** The page's and the worker's meters of this month, together. */
export function sumMeters(meters: (DataMeter | null)[], now: number): DataMeter {
  const month = meterMonth(now);
  const total: DataMeter = { month, app: 0, data: 0, images: 0 };
  for (const m of meters) {
    if (m?.month !== month) continue;
    total.app += m.app;
    total.data += m.data;
    total.images += m.images;
  }
  return total;
}
