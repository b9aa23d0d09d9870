import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { formatCount } from '../../../sync/money';
import { WEEKDAYS } from '../../../sync/schemas/hours';
import { StatTiles } from '../../components/stat-tiles';
import { WEEKDAY_NAMES, dayHoursText, hasHours, isOpenNow, marketClock } from './opening-hours';
import { verificationDetails } from './profile-header';

/** 'Verified business: phone number confirmed · Nov 2026' (docs/product.md "Verification"). */
function verificationText(business: BusinessRecord): string {
  if (!business.isVerified) return t`Not yet verified`;
  const details = verificationDetails(business);
  return details ? t`Verified business: ${details}` : t`Verified business`;
}

/** Opening hours: a row per weekday, today marked, and "Open now" / "Closed now" in East Africa Time. */
function OpeningHours({ hours, now }: { hours: BusinessRecord['hours']; now: Date }) {
  const { i18n } = useLingui();
  if (!hasHours(hours)) return null;
  const open = isOpenNow(hours, now);
  const today = marketClock(now).day;
  return (
    <div className="opening-hours">
      <h3 id="hours">
        <Trans>Opening hours</Trans>
        {open !== null && (
          <span className={`open-now ${open ? 'is-open' : 'is-closed'}`}>
            {open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}
          </span>
        )}
      </h3>
      <table className="hours-table" aria-labelledby="hours">
        <tbody>
          {WEEKDAYS.map((d) => (
            <tr
              key={d}
              className={d === today ? 'is-today' : undefined}
              aria-current={d === today ? 'date' : undefined}
            >
              <th scope="row">{i18n._(WEEKDAY_NAMES[d])}</th>
              <td>{dayHoursText(hours[d])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hours-note">
        <Trans>Times in East Africa Time (EAT).</Trans>
      </p>
    </div>
  );
}

/** About (docs/screens.md "Business profile"): description, category and sub-category, verification, opening hours, four counters. */
export function AboutSection({ business, now = new Date() }: { business: BusinessRecord; now?: Date }) {
  const { t } = useLingui();
  const name = business.name;
  const counters = [
    { label: t`Rating`, value: business.rating.toFixed(1) },
    { label: t`Reviews`, value: formatCount(business.totalReviews) },
    { label: t`Services`, value: formatCount(business.products.length) },
    { label: t`Visits`, value: formatCount(business.visits) },
  ];
  return (
    <section className="card" aria-labelledby="about">
      <h2 id="about">{t`About ${name}`}</h2>
      <p>{business.description || <Trans>This business has not added a description yet.</Trans>}</p>
      <dl className="about-facts">
        <dt>
          <Trans>Category</Trans>
        </dt>
        <dd>{business.category.name || <Trans>Not specified</Trans>}</dd>
        <dt>
          <Trans>Sub-category</Trans>
        </dt>
        <dd>{business.subCategory || <Trans>Not specified</Trans>}</dd>
        <dt>
          <Trans>Verification</Trans>
        </dt>
        <dd>{verificationText(business)}</dd>
      </dl>
      <OpeningHours hours={business.hours} now={now} />
      <StatTiles className="counters" tileClassName="counter" stats={counters} />
    </section>
  );
}
