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
export const MODERATION_FILTERS = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'FLAGGED', label: 'Flagged' },
  { value: 'ALL', label: 'All' },
] as const;
