import type { BusinessRecord } from '../../../sync/schemas/pull';
import { WEEKDAYS } from '../../../sync/schemas/business';
import { StatTiles } from '../../components/stat-tiles';
import { WEEKDAY_NAMES, dayHoursText, hasHours, isOpenNow, marketClock } from './opening-hours';
import { verificationDetails } from './profile-header';

const count = new Intl.NumberFormat('en-US');

/** 'Verified business: phone number confirmed · Nov 2026' (docs/product.md "Verification"). */
function verificationText(business: BusinessRecord): string {
  if (!business.isVerified) return 'Not yet verified';
  const details = verificationDetails(business);
  return details ? `Verified business: ${details}` : 'Verified business';
}

/** Opening hours: a row per weekday, today marked, and "Open now" / "Closed now" in East Africa Time. */
function OpeningHours({ hours, now }: { hours: BusinessRecord['hours']; now: Date }) {
  if (!hasHours(hours)) return null;
  const open = isOpenNow(hours, now);
  const today = marketClock(now).day;
  return (
    <div className="opening-hours">
      <h3 id="hours">
        Opening hours
        {open !== null && (
          <span className={`open-now ${open ? 'is-open' : 'is-closed'}`}>{open ? 'Open now' : 'Closed now'}</span>
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
              <th scope="row">{WEEKDAY_NAMES[d]}</th>
              <td>{dayHoursText(hours[d])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hours-note">Times in East Africa Time (EAT).</p>
    </div>
  );
}

/** About (docs/screens.md "Business profile"): description, category and sub-category, verification, opening hours, four counters. */
export function AboutSection({ business, now = new Date() }: { business: BusinessRecord; now?: Date }) {
  const counters = [
    { label: 'Rating', value: business.rating.toFixed(1) },
    { label: 'Reviews', value: count.format(business.totalReviews) },
    { label: 'Services', value: count.format(business.products.length) },
    { label: 'Visits', value: count.format(business.visits) },
  ];
  return (
    <section className="card" aria-labelledby="about">
      <h2 id="about">About {business.name}</h2>
      <p>{business.description || 'This business has not added a description yet.'}</p>
      <dl className="about-facts">
        <dt>Category</dt>
        <dd>{business.category.name || 'Not specified'}</dd>
        <dt>Sub-category</dt>
        <dd>{business.subCategory || 'Not specified'}</dd>
        <dt>Verification</dt>
        <dd>{verificationText(business)}</dd>
      </dl>
      <OpeningHours hours={business.hours} now={now} />
      <StatTiles className="counters" tileClassName="counter" stats={counters} />
    </section>
  );
}
