import { useLingui } from '@lingui/react/macro';
import { growthNote } from '../../../lib/growth-note';

const numbers = new Intl.NumberFormat('en-US');

export function formatCount(value: number | null | undefined): string {
  return numbers.format(value ?? 0);
}

/** One of the four headline figures with its growth since last month. */
export function GrowthCard({
  label,
  value,
  display,
  growth,
  growthOf,
}: {
  label: string;
  value: number;
  /** The value as shown, when not a count (e.g. an amount in USh). */
  display?: string;
  growth: number;
  /** What the percentage measures, after the number. */
  growthOf?: string;
}) {
  const { t } = useLingui();
  const note = growthNote(value, growth, growthOf ?? t`this month`);
  const tone = growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat';
  return (
    <article className="card adm-growth-card" aria-label={label}>
      <p className="adm-card-label">{label}</p>
      <p className="adm-card-value">{display ?? formatCount(value)}</p>
      {note && (
        <p className={`adm-growth adm-growth-${tone}`}>
          <span aria-hidden="true">{tone === 'down' ? '▼' : tone === 'up' ? '▲' : '■'}</span> {note}
        </p>
      )}
    </article>
  );
}

export function SmallCard({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <article className="card adm-small-card" aria-label={label}>
      <p className="adm-card-label">{label}</p>
      <p className="adm-card-value">{formatCount(value)}</p>
      {note && <p className="adm-card-note">{note}</p>}
    </article>
  );
}
