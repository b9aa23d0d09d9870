import { useLingui } from '@lingui/react/macro';
import type { ProductReviewView } from '../../store/hooks';
import { StatTiles } from '../../components/stat-tiles';

/** Product review stats (docs/screens.md "Product reviews"): how many, the average, and the votes cast. */
export function ReviewStats({ reviews }: { reviews: ProductReviewView[] }) {
  const { t } = useLingui();
  const total = reviews.length;
  const average = total ? reviews.reduce((sum, r) => sum + r.rating, 0) / total : 0;
  const categories = new Set(reviews.map((r) => r.categoryId)).size;
  const helpful = reviews.reduce((sum, r) => sum + r.upvotes, 0);
  const tiles = [
    { label: t`Reviews`, value: String(total) },
    { label: t`Average rating`, value: average.toFixed(1) },
    { label: t`Categories`, value: String(categories) },
    { label: t`Helpful votes`, value: String(helpful) },
  ];
  return <StatTiles className="pr-stats" tileClassName="card pr-stat" stats={tiles} />;
}
