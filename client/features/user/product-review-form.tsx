import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { StarRatingInput } from '../../components/star-rating-input';
import { Alert } from '../../components/status';
import { createProductReview } from './create-product-review';
import {
  checkProductReview,
  EMPTY_PRODUCT_REVIEW,
  IMAGE_TYPE_MESSAGE,
  isImageFile,
  type ProductReviewDraft,
} from './product-review-rules';
import { useCategories } from './use-categories';

export const PRODUCT_REVIEW_SUCCESS = 'Product review submitted! It will appear once an admin has approved it.';

/**
 * The product review form (spec 02 §2, §5). On success the form resets, the image is cleared and
 * the parent closes the form and reloads its list. Offline, the review waits in the outbox.
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
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof ProductReviewDraft>(key: K, value: ProductReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProductReview(draft, image);
    if (!check.ok) return setError(check.message);
    setSending(true);
    setError(null);
    try {
      const { queued } = await createProductReview(check.value, image);
      setDraft(EMPTY_PRODUCT_REVIEW);
      setImage(null);
      setFileKey((k) => k + 1);
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
      <Field label="Product Image" hint="An image file (PNG, JPG, WebP or GIF, up to 5MB)">
        {(a11y) => (
          <input
            {...a11y}
            key={fileKey}
            type="file"
            accept="image/*"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setError(file && !isImageFile(file) ? IMAGE_TYPE_MESSAGE : null);
              setImage(file);
            }}
          />
        )}
      </Field>
      <Field label="Or image URL" hint={image ? 'Disabled while an image file is chosen' : undefined}>
        {(a11y) => (
          <input
            {...a11y}
            type="url"
            placeholder="https://"
            disabled={Boolean(image)}
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
        <button type="submit" className="btn btn-primary" disabled={sending}>
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
