/**
 * 12. One offline area (district) downloaded (sync/protocol.ts step 9): on the
 * directory data set (10,000 businesses; 2,000 in --quick), `GET /api/sync/areas` lists the
 * districts with the size each download will take; the district whose business count is
 * nearest 2,000 is chosen, and pulled as a device does, `GET /api/sync/pull?area=…&since=…`
 * page by page (following `hasMore`; a 204 ends) with `accept-encoding: br`. Bytes are counted
 * as sent: status lines, headers and bodies, on a connection of their own per request
 * (support/http.ts), as benchmark 4 counts the whole directory.
 */
import { directoryServer } from './support/directory-server';
import { wireRequest } from './support/http';
import { row, type BenchContext, type Result } from './support/result';
import { kB, round } from './support/stats';
import { BUSINESS_COLS, DELTA_COLS, rowCodec, type PullResponse } from '../sync/protocol';

const WANTED_BUSINESSES = 2_000;
const PER_BUSINESS_TARGET = 100;
const SHOWN_TOLERANCE = 0.1;
const MAX_PAGES = 200;

type Area = { district: string; businesses: number; bytes: number };

export async function run(ctx: BenchContext): Promise<Result[]> {
  const server = await directoryServer(ctx);
  const listed = await wireRequest(`${server.url}/api/sync/areas`, { headers: { 'accept-encoding': 'br' } });
  if (listed.status !== 200)
    throw new Error(`/api/sync/areas answered ${listed.status}: ${listed.body.toString().slice(0, 200)}`);
  const { areas } = JSON.parse(listed.body.toString('utf8')) as { areas: Area[] };
  if (!areas.length) throw new Error('/api/sync/areas lists no area');
  const area = areas.reduce((best, a) =>
    Math.abs(a.businesses - WANTED_BUSINESSES) < Math.abs(best.businesses - WANTED_BUSINESSES) ? a : best,
  );
  ctx.log(`  area ${area.district}: ${area.businesses} businesses, shown as ${area.bytes} B`);

  const pages: { status: number; received: number; bodyBytes: number; encoding: string }[] = [];
  const ids = new Set<number>();
  let reviews = 0;
  let cursor = 0;
  for (let n = 0; n < MAX_PAGES; n++) {
    const query = new URLSearchParams({ area: area.district, since: String(cursor) });
    const res = await wireRequest(`${server.url}/api/sync/pull?${query}`, { headers: { 'accept-encoding': 'br' } });
    pages.push({
      status: res.status,
      received: res.received,
      bodyBytes: res.bodyBytes,
      encoding: String(res.headers['content-encoding'] ?? 'identity'),
    });
    if (res.status === 204) break;
    if (res.status !== 200)
      throw new Error(`area pull since=${cursor} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
    const body = JSON.parse(res.body.toString('utf8')) as PullResponse;
    // decoded as a device does: ids travel as differences within a page (sync/protocol.ts step 3)
    const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
    for (const b of body.businesses ?? []) ids.add(Number(business.decode(b).id));
    reviews += body.reviews?.length ?? 0;
    cursor = body.cursor;
    if (!body.hasMore) break;
  }

  const received = pages.reduce((sum, p) => sum + p.received, 0);
  const bodies = pages.reduce((sum, p) => sum + p.bodyBytes, 0);
  const perBusiness = received / ids.size;
  const shownRatio = area.bytes / received;
  const encodings = [...new Set(pages.map((p) => p.encoding))].join('/');
  const statuses = pages.map((p) => p.status).join(', ');
  const of = `${area.district}, ${ids.size.toLocaleString('en-US')} businesses`;
  return [
    row({
      name: `12 area download bytes per business (${of})`,
      value: round(perBusiness, 1),
      unit: 'B',
      baseline: null,
      target: `≤ ${PER_BUSINESS_TARGET} B`,
      pass: perBusiness <= PER_BUSINESS_TARGET,
      detail:
        `${round(kB(received), 1)} kB as sent in ${pages.length} requests (statuses ${statuses}; ${encodings}), ` +
        `bodies ${round(kB(bodies), 1)} kB, ${round(kB(received - bodies), 1)} kB status lines, headers and framing; ` +
        `${reviews.toLocaleString('en-US')} reviews; listed with ${area.businesses.toLocaleString('en-US')} businesses, ` +
        `chosen as nearest ${WANTED_BUSINESSES.toLocaleString('en-US')} of ${areas.length} areas on ` +
        `${server.businesses.toLocaleString('en-US')} businesses`,
    }),
    row({
      name: '12 area size shown by /api/sync/areas vs fetched',
      value: area.bytes,
      unit: 'B',
      baseline: received,
      target: `within ${SHOWN_TOLERANCE * 100} % (${1 - SHOWN_TOLERANCE}–${1 + SHOWN_TOLERANCE})`,
      pass: Math.abs(shownRatio - 1) <= SHOWN_TOLERANCE,
      detail:
        `shown ${area.bytes} B; fetched ${received} B as sent (headers and bodies), ${bodies} B of bodies alone ` +
        `(shown ÷ bodies ${round(area.bytes / bodies, 3)})`,
    }),
  ];
}
