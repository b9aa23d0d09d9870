/**
 * The product review form's rules (docs/screens.md "Product reviews"): name, category and a rating
 * above 0 required.
 */
import { RATING_MAX } from '../../../sync/constants';
import { IMAGE_TYPE_MESSAGE } from '../../../sync/image-rules';
import { productReviewCreateSchema } from '../../../sync/schemas/product-review';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** The server's own words for a file that is not an accepted image (sync/image-rules.ts). */
export { IMAGE_TYPE_MESSAGE };

export type ProductReviewDraft = {
  name: string;
  categoryId: string;
  rating: number;
  boughtFrom: string;
  amount: string;
  imageUrl: string;
  comment: string;
};

export type ProductReviewArgs = {
  name: string;
  categoryId: number;
  rating: number;
  boughtFrom?: string;
  amount?: string;
  imageUrl?: string;
  comment?: string;
};

export const EMPTY_PRODUCT_REVIEW: ProductReviewDraft = {
  name: '',
  categoryId: '',
  rating: 0,
  boughtFrom: '',
  amount: '',
  imageUrl: '',
  comment: '',
};

/** The image must be an image file type. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The values to send (optional fields only when filled), or the message to show. */
export function checkProductReview(
  draft: ProductReviewDraft,
  image: File | null,
): { ok: true; value: ProductReviewArgs } | { ok: false; message: string } {
  const categoryId = Number(draft.categoryId);
  if (!draft.name.trim() || !(categoryId > 0) || !(draft.rating > 0) || draft.rating > RATING_MAX) {
    return { ok: false, message: REQUIRED_FIELDS_MESSAGE };
  }
  if (image && !isImageFile(image)) return { ok: false, message: IMAGE_TYPE_MESSAGE };
  const value: ProductReviewArgs = { name: draft.name.trim(), categoryId, rating: draft.rating };
  for (const key of ['boughtFrom', 'amount', 'comment'] as const) {
    const text = draft[key].trim();
    if (text) value[key] = text;
  }
  // a chosen file replaces the URL field, which is disabled meanwhile
  if (!image && draft.imageUrl.trim()) value.imageUrl = draft.imageUrl.trim();
  // the server's own rules (control characters, direction overrides, URL…), so the outbox holds no refusal
  const parsed = productReviewCreateSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE };
  return { ok: true, value };
}
