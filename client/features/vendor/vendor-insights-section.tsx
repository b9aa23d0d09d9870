import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { durationText, monthLabel, type InsightMonth, type VendorInsights } from './vendor-insights';

/**
 * "Insights" on the vendor's dashboard: win rate, median time to quote, and leads
 * and wins per month as a small inline SVG bar chart that scales to the card (360 px phones
 * too). The chart is drawn for the eye; a visually hidden table carries the same numbers.
 */
export function InsightsSection({ insights }: { insights: VendorInsights }) {
  const { quoted, won, winRate, medianMinutesToQuote } = insights;
  const { t } = useLingui();
  const months = insights.months.length;
  return (
    <section className="card" aria-labelledby="vendor-insights">
      <h2 id="vendor-insights">
        <Trans>Insights</Trans>
      </h2>
      <div className="stat-grid" style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <div className="stat-tile">
          <span className="stat-value">{winRate === null ? '–' : `${winRate}%`}</span>
          <span className="stat-label">
            <Trans>Win rate</Trans>
          </span>
          <span className="meta-line">
            {quoted === 0
              ? t`No quotes yet`
              : t`${won} won of ${plural(quoted, { one: '# quote', other: '# quotes' })}`}
          </span>
        </div>
        <div className="stat-tile">
          <span className="stat-value">{medianMinutesToQuote === null ? '–' : durationText(medianMinutesToQuote)}</span>
          <span className="stat-label">
            <Trans>Time to quote</Trans>
          </span>
          <span className="meta-line">
            <Trans>Median, from lead to your quote</Trans>
          </span>
        </div>
      </div>
      <h3 style={{ margin: '16px 0 4px', fontSize: '1rem' }}>
        <Trans>Leads and wins, last {months} months</Trans>
      </h3>
      <MonthChart months={insights.months} />
    </section>
  );
}

const WIDTH = 320;
const HEIGHT = 150;
const TOP = 16;
const BOTTOM = 22;
const BAR = 16;
const GAP = 3;
const LEADS_FILL = { fill: 'var(--brand)', fillOpacity: 0.3 };
const WINS_FILL = { fill: 'var(--brand)' };

function MonthChart({ months }: { months: InsightMonth[] }) {
  const { t } = useLingui();
  const scale = Math.max(1, ...months.map((m) => Math.max(m.leads, m.wins)));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = WIDTH / Math.max(1, months.length);
  const bars = (value: number, x: number, style: object) => {
    const h = (value / scale) * plot;
    return (
      <>
        <rect x={x} y={TOP + plot - h} width={BAR} height={h} rx={2} style={style} />
        <text x={x + BAR / 2} y={TOP + plot - h - 3} textAnchor="middle" fontSize={10} style={{ fill: 'var(--muted)' }}>
          {value}
        </text>
      </>
    );
  };
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ display: 'block', maxWidth: 480, height: 'auto' }}
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={TOP + plot + 0.5} y2={TOP + plot + 0.5} style={{ stroke: 'var(--border)' }} />
        {months.map((m, i) => {
          const left = i * slot + (slot - 2 * BAR - GAP) / 2;
          return (
            <g key={m.month}>
              {bars(m.leads, left, LEADS_FILL)}
              {bars(m.wins, left + BAR + GAP, WINS_FILL)}
              <text
                x={i * slot + slot / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={11}
                style={{ fill: 'var(--text)' }}
              >
                {monthLabel(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="btn-row meta-line" style={{ gap: 12, marginTop: 4 }}>
        <Swatch style={LEADS_FILL} label={t`Leads`} />
        <Swatch style={WINS_FILL} label={t`Wins`} />
      </figcaption>
      <table className="visually-hidden">
        <caption>
          <Trans>Leads and wins per month</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col">
              <Trans>Leads</Trans>
            </th>
            <th scope="col">
              <Trans>Wins</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{m.leads}</td>
              <td>{m.wins}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Swatch({ style, label }: { style: object; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <svg width={10} height={10} aria-hidden="true" focusable="false">
        <rect width={10} height={10} rx={2} style={style} />
      </svg>
      {label}
    </span>
  );
}
