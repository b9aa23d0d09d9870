/**
 * 4. First sync of the directory: the bytes on the wire (status lines, headers and bodies, as
 * sent, with `accept-encoding: br, gzip`) of every pull page a new device fetches to fill its
 * store, from the real server over the directory data set. The limit is the same records as
 * one JSON document of plain objects (nulls left out), brotli quality 11: what sending the data
 * once, well compressed, would cost. Brotli quality 9 with a 16 MB window: quality 10 and 11
 * take about a minute per 3 MB on this machine and were not smaller on this data.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { directoryServer } from './support/directory-server';
import { decodePages, pullAll, type PullRun } from './support/pull';
import { row, type BenchContext, type Result } from './support/result';
import { kB, round } from './support/stats';

const RATIO_TARGET = 1.3;

export const brotliLarge = (data: string) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
    },
  }).length;
const PER_BUSINESS_TARGET = 100;

/** The first pull of this run, shared with benchmark 5 (which measures changes after it). */
export async function firstPull(ctx: BenchContext): Promise<PullRun> {
  let pull = ctx.shared.get('firstPull') as Promise<PullRun> | undefined;
  if (!pull) {
    pull = directoryServer(ctx).then((server) => pullAll(server.url, 0));
    ctx.shared.set('firstPull', pull);
  }
  return pull;
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const pull = await firstPull(ctx);
  const records = decodePages(pull.bodies);
  const limit = brotliLarge(JSON.stringify(records));
  const businesses = records.businesses.length;
  const perBusiness = pull.received / businesses;
  const limitPerBusiness = limit / businesses;

  // what each table costs as sent (positional rows), compressed alone
  const tables = (['businesses', 'reviews', 'productReviews', 'categories'] as const).map(
    (t) =>
      `${t} ${records[t].length}: ${round(kB(brotliLarge(JSON.stringify(pull.bodies.map((b) => b[t] ?? [])))), 1)} kB`,
  );
  // the same pages compressed harder than the server's quality 6
  const harder = pull.bodies.reduce((sum, b) => sum + brotliLarge(JSON.stringify(b)), 0);
  const bodies = pull.pages.reduce((sum, p) => sum + p.bodyBytes, 0);
  const encodings = [...new Set(pull.pages.map((p) => p.encoding))].join('/');
  const headers = pull.pages.reduce((sum, p) => sum + p.received - p.bodyBytes, 0);
  const detail =
    `${pull.pages.length} requests (${encodings}), ${round(kB(headers), 1)} kB of it status lines, headers and framing; ` +
    `requests sent ${round(kB(pull.sent), 1)} kB more (not counted); bodies ${round(kB(bodies), 1)} kB, ` +
    `${round(kB(harder), 1)} kB at brotli 9 with a 16 MB window\n  per table as sent, compressed alone: ${tables.join('; ')}`;

  return [
    row({
      name: `4 first sync bytes, ${businesses.toLocaleString('en-US')} businesses`,
      value: round(kB(pull.received), 1),
      unit: 'kB',
      baseline: round(kB(limit), 1),
      target: `≤ ${RATIO_TARGET}× the limit`,
      pass: pull.received <= RATIO_TARGET * limit,
      detail,
    }),
    row({
      name: '4 first sync bytes per business',
      value: round(perBusiness, 1),
      unit: 'B',
      baseline: round(limitPerBusiness, 1),
      target: `≤ ${PER_BUSINESS_TARGET} B`,
      pass: perBusiness <= PER_BUSINESS_TARGET,
      detail:
        'everything a new device pulls (businesses with products, approved reviews, product reviews, categories), divided by the businesses',
    }),
  ];
}
