import { useLingui } from '@lingui/react/macro';
import { StatTiles } from '../../components/stat-tiles';
import type { ReviewStatsData } from './product-review-rules';

/** Product review stats (docs/screens.md "Product reviews"): how many, the average, and the votes cast. */
export function ReviewStats({ stats }: { stats: ReviewStatsData }) {
  const { t } = useLingui();
  const tiles = [
    { label: t`Reviews`, value: String(stats.total) },
    { label: t`Average rating`, value: stats.average.toFixed(1) },
    { label: t`Categories`, value: String(stats.categories) },
    { label: t`Helpful votes`, value: String(stats.helpful) },
  ];
  return <StatTiles className="pr-stats" tileClassName="card pr-stat" stats={tiles} />;
}
