import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { reviewReplySchema } from '../../../sync/schemas/review';
import { formatDate } from '../../lib/format';
import { fieldConstraints } from '../../lib/schema-constraints';
import { settled } from '../../lib/outbox-result';
import { discardEntry, enqueue } from '../../store/outbox';
import type { ShownReply } from './review-replies';
import type { VendorReview } from './use-business-reviews';
import { ActionError } from '../../components/status';

/** The longest reply the reply schema takes. */
const REPLY_MAX = fieldConstraints(reviewReplySchema.shape.reply).maxLength;

/**
 * What the form says after sending: `queued` while the reply waits in the outbox; once it is sent
 * (the review shows it sent), `published` instead.
 */
type Notice = 'published' | 'queued';

/**
 * Through the outbox (docs/product.md "Offline"): written offline too, sent exactly once. A new
 * reply replaces a refused one, which would otherwise stay in the outbox asking to be fixed.
 */
async function sendReply(reviewId: number, reply: string, refusedId?: string): Promise<'sent' | 'queued'> {
  if (refusedId) await discardEntry(refusedId);
  const id = await enqueue('review.reply', { reviewId, reply });
  const result = await settled(id);
  if (result.state === 'refused') {
    // the form keeps the text and shows why; the refused copy would only repeat it on /sync
    await discardEntry(id);
    throw new Error(result.message || t`Failed to publish reply`);
  }
  return result.state;
}

/**
 * The owner's one reply to a review (docs/product.md "Reviews"): shown when there is one (marked
 * while it waits to send), else a Reply button on an approved review opening a small form.
 * Outcomes are announced here, next to the review, not at the top of the page.
 */
export function ReviewReply({ review }: { review: VendorReview }) {
  const { t } = useLingui();
  const shown = review.shownReply;
  const refused = shown?.state === 'refused' ? shown : null;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const text = draft ?? refused?.text ?? '';
  const reviewer = `${review.user.firstName} ${review.user.lastName}`;
  const formShown = (open && !shown) || refused !== null;
  const canReply = review.status === 'APPROVED' && !shown && !open;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplySchema.safeParse({ reply: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t`Please write your reply`);
    // kept while it sends: if the server refuses, the form comes back with the text
    setDraft(text);
    setOpen(true);
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const outcome = await sendReply(review.id, parsed.data.reply, refused?.mutationId);
      setOpen(false);
      setDraft(null);
      setNotice(outcome === 'sent' ? 'published' : 'queued');
      status.current?.focus();
    } catch (err) {
      setError((err as Error).message || t`Failed to publish reply`);
    } finally {
      setBusy(false);
    }
  };

  const sentNow = notice === 'queued' && shown && shown.state !== 'waiting' && shown.state !== 'refused';
  const noticeText =
    notice === 'published' || sentNow
      ? t`Reply published`
      : notice === 'queued'
        ? t`Your reply is saved on this device and will be sent when the connection returns.`
        : null;

  const cancel = () => {
    setOpen(false);
    setDraft(null);
    setError(null);
    // giving up a refused reply: it leaves the outbox too
    if (refused) void discardEntry(refused.mutationId);
  };

  return (
    <div>
      {shown && shown.state !== 'refused' && <ReplyText reply={shown} />}
      {canReply && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={t`Reply to the review by ${reviewer}`}
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          <Trans>Reply</Trans>
        </button>
      )}
      {formShown && (
        <ReplyForm
          text={text}
          error={error ?? refused?.message ?? null}
          busy={busy}
          focusFirst={open}
          onChange={(value) => {
            setDraft(value);
            setError(null);
          }}
          onSubmit={submit}
          onCancel={cancel}
        />
      )}
      <div ref={status} tabIndex={-1} role="status" className="small">
        {noticeText}
      </div>
    </div>
  );
}

/** The reply as customers see it, or as it will be once the device is back online. */
function ReplyText({ reply }: { reply: Exclude<ShownReply, { state: 'refused' }> }) {
  return (
    <div style={{ margin: '8px 0 0 16px', paddingLeft: 12, borderLeft: '3px solid var(--border)' }}>
      <p className="btn-row" style={{ alignItems: 'baseline', margin: 0 }}>
        <strong>
          <Trans>Your reply</Trans>
        </strong>
        {reply.state === 'waiting' ? (
          <span className="status-badge waiting-sync">
            <Trans>Waiting to send</Trans>
          </span>
        ) : (
          <time className="meta-line" dateTime={reply.createdAt}>
            {formatDate(reply.createdAt)}
          </time>
        )}
      </p>
      <p style={{ margin: '4px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{reply.text}</p>
    </div>
  );
}

function ReplyForm({
  text,
  error,
  busy,
  focusFirst,
  onChange,
  onSubmit,
  onCancel,
}: {
  text: string;
  /** A check's message or the server's refusal: announced, and tied to the field it is about. */
  error: string | null;
  busy: boolean;
  /** Opened by the Reply button: the cursor goes to the text. Not when a refusal reopened it. */
  focusFirst: boolean;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const describedBy = error ? `${id}-count ${id}-error` : `${id}-count`;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t`Reply to this review`} style={{ marginTop: 8 }}>
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>
          <Trans>Your reply</Trans>
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={REPLY_MAX}
          autoFocus={focusFirst}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
        <div id={`${id}-count`} className="field-hint">
          <span className="char-counter">
            {text.length}/{REPLY_MAX}
          </span>
        </div>
        <ActionError id={`${id}-error`} message={error} />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? t`Sending…` : t`Publish Reply`}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
