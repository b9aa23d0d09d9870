/** A row of mutually exclusive filters, announced as a tab list with counts when known. */
export function FilterTabs<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string; count?: number }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="adm-tabs" role="tablist" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={o.value === value ? 'adm-tab adm-tab-active' : 'adm-tab'}
          onClick={() => onChange(o.value)}
        >
          {o.label}
          {o.count !== undefined && <span className="adm-tab-count">{o.count}</span>}
        </button>
      ))}
    </div>
  );
}

/** The filters of a moderation queue (business reviews, product reviews). */
export const MODERATION_FILTERS = tabsFrom({
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  FLAGGED: 'Flagged',
  ALL: 'All',
});

/** The tabs of a filter: one for each value that `labels` names, in its order. */
export function tabsFrom<S extends string>(labels: Record<S, string>): { value: S; label: string }[] {
  return (Object.keys(labels) as S[]).map((value) => ({ value, label: labels[value] }));
}
