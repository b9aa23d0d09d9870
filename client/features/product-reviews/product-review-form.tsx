import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { PRODUCT_REVIEW_AMOUNT_MAX, PRODUCT_REVIEW_NAME_MAX, REVIEW_COMMENT_MAX } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { categoryChoices, SelectOptions } from '../../components/select-field';
import { StarRatingInput } from '../../components/star-rating-input';
import { Alert } from '../../components/status';
import { ImageField, usePreparedImage } from '../../lib/image-picker';
import { validateProductReview, type ProductReviewDraft } from './product-review-rules';
import { submitProductReview, type SubmitOutcome } from './submit-product-review';
import './product-reviews.css';

const EMPTY: ProductReviewDraft = {
  name: '',
  categoryId: '',
  rating: 0,
  boughtFrom: '',
  amount: '',
  imageUrl: '',
  comment: '',
  image: null,
};

/** Where it was bought and for how much: free text, as the buyer remembers it. */
const PURCHASE_FIELDS = [
  {
    key: 'boughtFrom',
    id: 'pr-from',
    label: msg`Bought From`,
    maxLength: PRODUCT_REVIEW_NAME_MAX,
    placeholder: msg`Store or website name`,
  },
  {
    key: 'amount',
    id: 'pr-amount',
    label: msg`Amount Paid`,
    maxLength: PRODUCT_REVIEW_AMOUNT_MAX,
    placeholder: msg`e.g. USh 50,000`,
  },
] as const;

/**
 * The one product review form (docs/screens.md "Product reviews"), for signed-in users: on the
 * public page, My Product Reviews and the user dashboard. It says what became of the review
 * (sent, or saved to send later) and empties itself; `onSubmitted` lets the screen reload a list.
 */
export function ProductReviewForm({
  categories,
  onSubmit = submitProductReview,
  onSubmitted,
  onCancel,
}: {
  categories: CategoryRecord[];
  onSubmit?: (draft: ProductReviewDraft) => Promise<SubmitOutcome>;
  onSubmitted?: (outcome: SubmitOutcome) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(EMPTY);
  // checked and shrunk on the phone before it is queued (client/lib/prepare-image.ts)
  const image = usePreparedImage();
  const photoChosen = image.file !== null || image.preparing;
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProductReviewDraft>(key: K, value: ProductReviewDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (image.preparing) return;
    setOutcome(null);
    const review = { ...draft, image: image.file };
    const problem = validateProductReview(review);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await onSubmit(review);
      setOutcome(result);
      setDraft(EMPTY);
      image.reset();
      onSubmitted?.(result);
    } catch (err) {
      setError((err as Error).message || t`Failed to create product review`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form card product-review-form" onSubmit={submit} noValidate aria-label={t`Add a product review`}>
      {outcome === 'sent' && (
        <Alert tone="success">
          <Trans>Product review submitted! It will appear once an admin has approved it.</Trans>
        </Alert>
      )}
      {outcome === 'queued' && (
        <Alert tone="info">
          <Trans>Your review is saved on this device and will be sent when the connection returns.</Trans>
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <TextRow
        id="pr-name"
        label={t`Product Name`}
        required
        maxLength={PRODUCT_REVIEW_NAME_MAX}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="field">
        <label htmlFor="pr-category">
          <Trans>Category</Trans> <span className="req">*</span>
        </label>
        <select id="pr-category" value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
          <SelectOptions blank={t`Select a category`} choices={categoryChoices(categories)} />
        </select>
      </div>
      <StarRatingInput label={t`Rating`} name="pr-rating" value={draft.rating} onChange={(n) => set('rating', n)} />
      {PURCHASE_FIELDS.map((f) => (
        <TextRow
          key={f.key}
          id={f.id}
          label={t(f.label)}
          maxLength={f.maxLength}
          placeholder={t(f.placeholder)}
          value={draft[f.key]}
          onChange={(e) => set(f.key, e.target.value)}
        />
      ))}
      <ImageField id="pr-image" label={t`Product Image`} pick={image} />
      <TextRow
        id="pr-url"
        label={t`Image URL`}
        type="url"
        inputMode="url"
        placeholder="https://…"
        disabled={photoChosen}
        value={draft.imageUrl}
        onChange={(e) => set('imageUrl', e.target.value)}
      />
      <div className="field">
        <label htmlFor="pr-comment">
          <Trans>Review Comment</Trans>
        </label>
        <textarea
          id="pr-comment"
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={draft.comment}
          onChange={(e) => set('comment', e.target.value)}
        />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={busy || image.preparing}>
          {busy ? t`Submitting…` : t`Submit Review`}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * A labelled text input of this form. The form checks itself as a whole and shows one message
 * (product-review-rules.ts), so it has no per-field errors and uses no components/field.tsx.
 */
function TextRow({
  label,
  required,
  ...input
}: { id: string; label: string; required?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={input.id}>
        {label}
        {required && (
          <>
            {' '}
            <span className="req">*</span>
          </>
        )}
      </label>
      <input {...input} />
    </div>
  );
}
