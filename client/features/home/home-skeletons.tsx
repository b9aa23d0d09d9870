/**
 * Home's sections while their data is on its way, built from the same elements and classes as
 * the real ones with blank text of the same line height: when the data arrives the sections fill
 * in place and nothing below them moves (layout shift). Hidden from assistive technology, and
 * without the real sections' ids, which say that home's content is there.
 */
import { HOME_CATEGORY_COUNT, HOME_TOP_RATED_LIMIT } from '../../../sync/constants';

const STAT_TILES = 4;

/** A blank of one line, `width` in em. */
function Blank({ width }: { width: number }) {
  return (
    <span className="skeleton-text" style={{ width: `${width}em` }}>
      {'\u00a0'}
    </span>
  );
}

function times<T>(n: number, item: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => item(i));
}

export function PlatformStatsSkeleton() {
  return (
    <section className="container stats-band" aria-hidden="true">
      <dl className="stats-grid">
        {times(STAT_TILES, (i) => (
          <div key={i} className="stat">
            <dt>
              <Blank width={5} />
            </dt>
            <dd>
              <Blank width={3} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function TopCategoriesSkeleton() {
  return (
    <section className="section container" aria-hidden="true">
      <div className="section-head">
        <h2>Top categories</h2>
        <Blank width={7} />
      </div>
      <div className="grid grid-4 category-tiles">
        {times(HOME_CATEGORY_COUNT, (i) => (
          <div key={i} className="card category-tile">
            <span className="category-emoji">
              <Blank width={1} />
            </span>
            {/* most names take two lines on a phone */}
            <span className="category-tile-name">
              <Blank width={7} />
              <br />
              <Blank width={5} />
            </span>
            <span className="muted small">
              <Blank width={6} />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

export function TopRatedSkeleton() {
  return (
    <section className="section container" aria-hidden="true">
      <div className="section-head">
        <h2>Top rated vendors</h2>
        <Blank width={4} />
      </div>
      <div className="grid grid-3">
        {times(HOME_TOP_RATED_LIMIT, (i) => (
          <div key={i} className="card biz-card">
            <div className="biz-card-head">
              <span className="logo skeleton-block" style={{ width: 56, height: 56 }} />
              <div className="biz-card-title">
                <h3>
                  <Blank width={8} />
                </h3>
              </div>
            </div>
            <p className="biz-tagline">
              <Blank width={12} />
            </p>
            {[7, 6, 8, 9].map((width, line) => (
              <p key={line} className={line === 1 ? 'biz-price' : 'meta-line'}>
                <Blank width={width} />
              </p>
            ))}
            <span className="btn btn-outline btn-block biz-card-link">{'\u00a0'}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
