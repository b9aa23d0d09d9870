/** One write in the outbox: what it is, its state, the server's message, Edit/Resend and Discard. */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MUTATIONS } from '../../../sync/mutations';
import { isFinalRefusal } from '../../../sync/outbox';
import { formatDateTime, formatUSh } from '../../lib/format';
import type { OutboxItem } from '../../store/hooks';
import { OutboxError, discardEntry, retryEntry } from '../../store/outbox';

type Args = Record<string, unknown>;

/** A line that tells the author which write this is, in the reader's language (called while rendering). */
function summary(item: Pick<OutboxItem, 'name' | 'args'>): string {
  const a = (item.args ?? {}) as Args;
  switch (item.name) {
    case 'review.create':
      return `${String(a.rating)}★${a.comment ? ` · ${String(a.comment)}` : ''}`;
    case 'productReview.create':
      return `${String(a.name)} · ${String(a.rating)}★`;
    case 'productReview.vote':
      return a.direction === 'up' ? t`Helpful` : a.direction === 'down' ? t`Not helpful` : t`Vote withdrawn`;
    case 'review.reply':
      return String(a.reply);
    case 'search.create':
      return `${String(a.query)} · ${String(a.location)}, ${String(a.district)}`;
    case 'bid.create':
      return `${formatUSh(Number(a.amount))} · ${String(a.estimatedDuration)}`;
    case 'delivery.create': {
      const item = String(a.item_name);
      const receiver = String(a.receiver_name);
      return t`${item} to ${receiver}`;
    }
    case 'business.update':
    case 'product.update':
      if (typeof a.name === 'string') return a.name;
      return changed(t(MUTATIONS[item.name].label));
    case 'message.create':
      return String(a.subject);
    case 'surveyResponse.create': {
      const answers = Object.keys((a.answers as Args | undefined) ?? {}).length;
      return t`Survey answers (${answers})`;
    }
  }
}

function changed(what: string): string {
  return t`${what} changed`;
}

const label = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
const editable = (value: unknown) => typeof value === 'string' || typeof value === 'number';
/** Ids tie a write to what it is about; the author edits the content, not the target. */
const fixed = (key: string) => key === 'id' || key.endsWith('Id');

export function OutboxEntry({ item }: { item: OutboxItem }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const args = (item.args ?? {}) as Args;
  const fields = Object.entries(args).filter(([key, value]) => editable(value) && !fixed(key));

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      setEditing(false);
    } catch (err) {
      setError(err instanceof OutboxError ? err.message : t`This change could not be updated`);
    }
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Args = { ...args };
    for (const [key, value] of fields) {
      const text = String(form.get(key) ?? '');
      next[key] = typeof value === 'number' ? Number(text) : text;
    }
    void act(() => retryEntry(item.id, next));
  };

  const refused = item.state === 'rejected';
  // edited or sent again, it would be refused again: only Discard is offered, with why
  const final = refused && isFinalRefusal(item.code);
  const written = formatDateTime(item.clientTime);
  return (
    <li className="card outbox-entry" data-state={item.state}>
      <header>
        <strong>{t(MUTATIONS[item.name].label)}</strong>
        <span className={`badge ${refused ? 'badge-refused' : 'badge-pending'}`}>
          {refused ? t`Refused` : t`Waiting to sync`}
        </span>
      </header>
      <p>{summary(item)}</p>
      <p className="muted small">
        <Trans>Written {written}</Trans>
      </p>
      {item.message && (
        <p className={`notice ${refused ? 'notice-error' : 'notice-info'}`} role={refused ? 'alert' : undefined}>
          {item.message}
        </p>
      )}
      {final && (
        <p className="small">
          <Trans>It can no longer be sent, so it can only be discarded.</Trans>
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
      {editing ? (
        <form className="form" onSubmit={save}>
          {fields.map(([key, value]) => (
            <label key={key} className="field">
              <span className="label">{label(key)}</span>
              <input
                name={key}
                type={typeof value === 'number' ? 'number' : 'text'}
                defaultValue={String(value)}
                aria-invalid={Boolean(item.errors?.[key])}
              />
              {item.errors?.[key] && <span className="field-error">{item.errors[key]}</span>}
            </label>
          ))}
          <div className="btn-row">
            <button type="submit" className="btn btn-primary btn-sm">
              <Trans>Save and resend</Trans>
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : (
        <div className="btn-row">
          {refused && !final && fields.length > 0 && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </button>
          )}
          {!final && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void act(() => retryEntry(item.id))}
            >
              <Trans>Resend</Trans>
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              if (window.confirm(t`Discard this change? It will not be sent.`)) void act(() => discardEntry(item.id));
            }}
          >
            <Trans>Discard</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
