import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { StarRatingInput } from '../../components/star-rating-input';
import { Alert } from '../../components/status';
import { ImageField, usePreparedImage } from '../../lib/image-picker';
import { createProductReview } from './create-product-review';
import { checkProductReview, EMPTY_PRODUCT_REVIEW, type ProductReviewDraft } from './product-review-rules';
import { useCategories } from './use-categories';

export const PRODUCT_REVIEW_SUCCESS = 'Product review submitted! It will appear once an admin has approved it.';

/**
 * The product review form (docs/screens.md "My Product Reviews"). On success the form resets, the
 * image is cleared and the parent closes the form and reloads its list. Offline, the review waits
 * in the outbox.
 */
export function ProductReviewForm({
  onSubmitted,
  onCancel,
}: {
  onSubmitted: (message: string) => void;
  onCancel?: () => void;
}) {
  const categories = useCategories();
  const [draft, setDraft] = useState<ProductReviewDraft>(EMPTY_PRODUCT_REVIEW);
  // checked and shrunk on the phone before it is queued (client/lib/prepare-image.ts)
  const image = usePreparedImage();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof ProductReviewDraft>(key: K, value: ProductReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setError(null);
  };

  const photoChosen = image.file !== null || image.preparing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (image.preparing) return;
    const check = checkProductReview(draft, image.file);
    if (!check.ok) return setError(check.message);
    setSending(true);
    setError(null);
    try {
      const { queued } = await createProductReview(check.value, image.file);
      setDraft(EMPTY_PRODUCT_REVIEW);
      image.reset();
      onSubmitted(
        queued ? `${PRODUCT_REVIEW_SUCCESS} It will be sent when you are back online.` : PRODUCT_REVIEW_SUCCESS,
      );
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-label="Add a product review">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Product Name" required>
        {(a11y) => <input {...a11y} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <Field label="Category" required>
        {(a11y) => (
          <select {...a11y} value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <option value="">Select a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <StarRatingInput
        label="Rating"
        name="product-review-rating"
        value={draft.rating}
        onChange={(n) => set('rating', n)}
      />
      <Field label="Bought From">
        {(a11y) => (
          <input
            {...a11y}
            placeholder="Store or website name"
            value={draft.boughtFrom}
            onChange={(e) => set('boughtFrom', e.target.value)}
          />
        )}
      </Field>
      <Field label="Amount Paid">
        {(a11y) => (
          <input
            {...a11y}
            placeholder="e.g. USh 50,000"
            value={draft.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        )}
      </Field>
      <ImageField label="Product Image" hint="An image file (PNG, JPG, WebP or GIF, up to 5MB)" pick={image} />
      <Field label="Or image URL" hint={photoChosen ? 'Disabled while an image file is chosen' : undefined}>
        {(a11y) => (
          <input
            {...a11y}
            type="url"
            placeholder="https://"
            disabled={photoChosen}
            value={draft.imageUrl}
            onChange={(e) => set('imageUrl', e.target.value)}
          />
        )}
      </Field>
      <Field label="Review Comment">
        {(a11y) => (
          <textarea {...a11y} rows={4} value={draft.comment} onChange={(e) => set('comment', e.target.value)} />
        )}
      </Field>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary" disabled={sending || image.preparing}>
          {sending ? 'Submitting…' : 'Submit'}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
