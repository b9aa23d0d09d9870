import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RATING_MAX } from '../../sync/constants';
import { StarIcon } from './icons';

/** Five radio buttons drawn as stars: arrow keys move, each star is a 44 px target. */
export function StarRatingInput({
  value,
  onChange,
  label,
  name,
  emptyText,
}: {
  value: number;
  onChange: (rating: number) => void;
  label: string;
  name: string;
  /** Shown beside the stars until one is chosen. */
  emptyText?: string;
}) {
  const { t } = useLingui();
  const max = RATING_MAX;
  return (
    <fieldset className="star-input">
      <legend>
        {label}{' '}
        <span className="req" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="star-input-row">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className="star-option" title={t`${n} of ${max}`}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <StarIcon size={30} filled={n <= value} className={n <= value ? 'star-on' : 'star-off'} />
            <span className="visually-hidden">{t`${plural(n, { one: '# star', other: '# stars' })}`}</span>
          </label>
        ))}
        <span className="muted star-input-value">
          {value > 0 ? `${value}/${RATING_MAX}` : (emptyText ?? t`Select rating`)}
        </span>
      </div>
    </fieldset>
  );
}
