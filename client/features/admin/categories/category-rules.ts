import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { IMAGE_MAX_BYTES } from '../../../../sync/constants';

export type CategoryDraft = { title: string; description: string; tags: string; image: File | null };
export type CategoryErrors = Partial<Record<'title' | 'description' | 'image', string>>;

export const CATEGORY_IMAGE_HINT: MessageDescriptor = msg`PNG, JPG, GIF up to 5MB`;

/** Tags are one text, split on comma plus space (docs/screens.md "Admin categories"): 'Bread, Cakes' is two tags. */
export function splitTags(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(', ')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * Title and description required; the image, when given, any image type up to 5 MB
 * (docs/screens.md "Admin categories").
 */
export function checkCategory(draft: CategoryDraft): CategoryErrors {
  const errors: CategoryErrors = {};
  if (!draft.title.trim()) errors.title = t`Title is required`;
  if (!draft.description.trim()) errors.description = t`Description is required`;
  if (draft.image) {
    if (!draft.image.type.startsWith('image/')) errors.image = t`Please choose an image file`;
    else if (draft.image.size > IMAGE_MAX_BYTES) errors.image = t`The image may be at most 5MB`;
  }
  return errors;
}

/** The multipart body of POST /categories and PUT /categories/{id}: name, description, tags, image. */
export function categoryForm(draft: CategoryDraft): FormData {
  const form = new FormData();
  form.set('name', draft.title.trim());
  form.set('description', draft.description.trim());
  form.set('tags', splitTags(draft.tags).join(', '));
  if (draft.image) form.set('image', draft.image);
  return form;
}
