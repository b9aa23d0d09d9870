import { RATING_MAX } from '../../sync/constants';
import { StarIcon } from './icons';

/** Read-only stars for a rating, with the number for screen readers and sighted users alike. */
export function Stars({ rating, size = 16, showValue = true }: { rating: number; size?: number; showValue?: boolean }) {
  const rounded = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <StarIcon key={i} size={size} filled={i < rounded} className={i < rounded ? 'star-on' : 'star-off'} />
      ))}
      {showValue && <span className="stars-value">{rating.toFixed(1)}</span>}
    </span>
  );
}
