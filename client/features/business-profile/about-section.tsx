import type { BusinessRecord } from '../../../sync/schemas/pull';

const count = new Intl.NumberFormat('en-US');

/** Spec 01 §2 About: description, category and sub-category, verification, and four counters. */
export function AboutSection({ business }: { business: BusinessRecord }) {
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
        <dd>{business.isVerified ? 'Verified business' : 'Not yet verified'}</dd>
      </dl>
      <dl className="counters">
        {counters.map((c) => (
          <div key={c.label} className="counter">
            <dt>{c.label}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
