import { describe, expect, it } from 'vitest';
import { meterKind, sumMeters, withBytes } from './data-meter';

const NOV = Date.UTC(2026, 10, 24);
const DEC = Date.UTC(2026, 11, 1);

describe('the data meter', () => {
  it.each([
    ['/api/uploads/ab12.webp', 'images'],
    ['/api/sync/pull', 'data'],
    ['/api/businesses/search', 'data'],
    ['/assets/index-abc.js', 'app'],
    ['/', 'app'],
    ['/sw.js', 'app'],
  ])('counts %s as %s', (path, kind) => {
    expect(meterKind(path)).toBe(kind);
  });

  it('adds bytes within a month and starts again in the next', () => {
    let meter = withBytes(null, 'data', 1200, NOV);
    meter = withBytes(meter, 'app', 300, NOV);
    meter = withBytes(meter, 'data', 800, NOV);
    expect(meter).toEqual({ month: '2026-11', app: 300, data: 2000, images: 0 });
    expect(withBytes(meter, 'images', 50, DEC)).toEqual({ month: '2026-12', app: 0, data: 0, images: 50 });
  });

  it("sums the page's and the worker's meters of this month only", () => {
    const page = { month: '2026-11', app: 10, data: 20, images: 30 };
    const worker = { month: '2026-11', app: 1000, data: 0, images: 0 };
    const old = { month: '2026-10', app: 5, data: 5, images: 5 };
    expect(sumMeters([page, worker, old, null], NOV)).toEqual({ month: '2026-11', app: 1010, data: 20, images: 30 });
  });
});
