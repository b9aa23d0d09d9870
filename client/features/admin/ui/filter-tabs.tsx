import { msg } from '@lingui/core/macro';

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

/** The filters of a moderation queue (business reviews, product reviews), translated where shown. */
export const MODERATION_FILTERS = tabsFrom({
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  FLAGGED: msg`Flagged`,
  ALL: msg`All`,
});

/**
 * The tabs of a filter: one for each value that `labels` names, in its order. A label is text, or a
 * message (msg`…`) of a module-level list, which the screen translates when it shows the tabs.
 */
function tabsFrom<S extends string, L>(labels: Record<S, L>): { value: S; label: L }[] {
  return (Object.keys(labels) as S[]).map((value) => ({ value, label: labels[value] }));
}
