import { useLingui } from '@lingui/react/macro';
import { RATING_MAX } from '../../sync/constants';
import { StarIcon } from './icons';

/** Read-only stars for a rating, with the number for screen readers and sighted users alike. */
export function Stars({ rating, size = 16, showValue = true }: { rating: number; size?: number; showValue?: boolean }) {
  const { t } = useLingui();
  const rounded = Math.round(rating);
  const value = rating.toFixed(1);
  const max = RATING_MAX;
  return (
    <span className="stars" role="img" aria-label={t`Rated ${value} out of ${max}`}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <StarIcon key={i} size={size} filled={i < rounded} className={i < rounded ? 'star-on' : 'star-off'} />
      ))}
      {showValue && <span className="stars-value">{value}</span>}
    </span>
  );
}
