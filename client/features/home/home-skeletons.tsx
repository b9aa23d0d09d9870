/**
 * Home's sections while their data is on its way, built from the same elements and classes as
 * the real ones with blank text of the same line height: when the data arrives the sections fill
 * in place and nothing below them moves (layout shift). Hidden from assistive technology, and
 * without the real sections' ids, which say that home's content is there.
 */
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
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

/** A section of cards: its heading, a blank for the link beside it, and `count` times the card. */
function CardsSkeleton({
  title,
  linkWidth,
  grid,
  count,
  children,
}: {
  title: string;
  linkWidth: number;
  grid: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="section container" aria-hidden="true">
      <div className="section-head">
        <h2>{title}</h2>
        <Blank width={linkWidth} />
      </div>
      <div className={`grid ${grid}`}>
        {times(count, (i) => (
          <Fragment key={i}>{children}</Fragment>
        ))}
      </div>
    </section>
  );
}

export function TopCategoriesSkeleton() {
  const { t } = useLingui();
  return (
    <CardsSkeleton title={t`Top categories`} linkWidth={7} grid="grid-4 category-tiles" count={HOME_CATEGORY_COUNT}>
      <div className="card category-tile">
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
    </CardsSkeleton>
  );
}

export function TopRatedSkeleton() {
  const { t } = useLingui();
  return (
    <CardsSkeleton title={t`Top rated vendors`} linkWidth={4} grid="grid-3" count={HOME_TOP_RATED_LIMIT}>
      <div className="card biz-card">
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
    </CardsSkeleton>
  );
}
