/**
 * Figures shown as tiles, each a label over its value, in one definition list: the home page's
 * platform statistics, a business profile's counters and the product review stats. Each place
 * styles its own tiles (`className`, `tileClassName`). Tiny on purpose: the home route imports it.
 */
export function StatTiles({
  stats,
  className,
  tileClassName,
}: {
  stats: { label: string; value: string }[];
  className: string;
  tileClassName: string;
}) {
  return (
    <dl className={className}>
      {stats.map((s) => (
        <div key={s.label} className={tileClassName}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
