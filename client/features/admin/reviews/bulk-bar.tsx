import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { ChoiceButtons, type Choice } from '../../../components/small-button';
import type { BulkNotice, ModerationStatus } from './bulk-moderation';
import './moderation.css';

const BULK: readonly (Omit<Choice<ModerationStatus>, 'label'> & { label: MessageDescriptor })[] = [
  { value: 'APPROVED', label: msg`Approve selected`, tone: 'primary' },
  { value: 'REJECTED', label: msg`Reject selected`, tone: 'danger' },
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
  const { t } = useLingui();
  const chosen = pageIds.filter((id) => selected.has(id));
  const count = chosen.length;
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen.length > 0 && !all;
  });
  if (pageIds.length === 0) return null;
  return (
    <div className="card adm-bulk-bar" role="toolbar" aria-label={t`Moderate selected reviews`}>
      <label className="adm-bulk-all">
        <input
          ref={box}
          type="checkbox"
          checked={all}
          disabled={busy}
          onChange={() => onSelect(new Set(all ? [] : pageIds))}
        />
        <Trans>Select all on this page</Trans>
      </label>
      <span className="muted" aria-live="polite">
        <Trans>{count} selected</Trans>
      </span>
      <ChoiceButtons
        choices={BULK.map((c) => ({ ...c, label: t(c.label) }))}
        busy={busy || chosen.length === 0}
        onChoose={(status) => onApply(chosen, status)}
      />
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
  const { t } = useLingui();
  if (!notice) return null;
  return (
    <div className="notice notice-success adm-undo" role="status">
      <span>{notice.message}</span>
      {notice.changed.length > 0 && (
        <>
          <span aria-hidden="true">·</span>
          <button type="button" className="adm-undo-button" disabled={busy} onClick={onUndo}>
            <Trans>Undo</Trans>
          </button>
        </>
      )}
      <button type="button" className="icon-btn adm-push-end" onClick={onDismiss} aria-label={t`Dismiss`}>
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
