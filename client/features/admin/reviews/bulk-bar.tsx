import { useEffect, useRef } from 'react';
import { ChoiceButtons, type Choice } from '../../../components/small-button';
import type { BulkNotice, ModerationStatus } from './bulk-moderation';
import './moderation.css';

const BULK: readonly Choice<ModerationStatus>[] = [
  { value: 'APPROVED', label: 'Approve selected', tone: 'primary' },
  { value: 'REJECTED', label: 'Reject selected', tone: 'danger' },
];

/**
 * Above a moderation queue: "Select all on this page", how many are selected, and Approve
 * selected / Reject selected. The selection is of the page shown only.
 */
export function BulkBar({
  pageIds,
  selected,
  onSelect,
  busy,
  onApply,
}: {
  pageIds: number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  busy: boolean;
  onApply: (ids: number[], status: ModerationStatus) => void;
}) {
  const chosen = pageIds.filter((id) => selected.has(id));
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen.length > 0 && !all;
  });
  if (pageIds.length === 0) return null;
  return (
    <div className="card adm-bulk-bar" role="toolbar" aria-label="Moderate selected reviews">
      <label className="adm-bulk-all">
        <input
          ref={box}
          type="checkbox"
          checked={all}
          disabled={busy}
          onChange={() => onSelect(new Set(all ? [] : pageIds))}
        />
        Select all on this page
      </label>
      <span className="muted" aria-live="polite">
        {chosen.length} selected
      </span>
      <ChoiceButtons choices={BULK} busy={busy || chosen.length === 0} onChoose={(status) => onApply(chosen, status)} />
    </div>
  );
}

/** "12 reviews approved · Undo", kept for the session until dismissed or replaced by the next change. */
export function UndoNotice({
  notice,
  busy,
  onUndo,
  onDismiss,
}: {
  notice: BulkNotice | null;
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  if (!notice) return null;
  return (
    <div className="notice notice-success adm-undo" role="status">
      <span>{notice.message}</span>
      {notice.changed.length > 0 && (
        <>
          <span aria-hidden="true">·</span>
          <button type="button" className="adm-undo-button" disabled={busy} onClick={onUndo}>
            Undo
          </button>
        </>
      )}
      <button type="button" className="icon-btn adm-push-end" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

/** The checkbox of one review card. */
export function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="adm-select-box"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
