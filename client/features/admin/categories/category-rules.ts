/**
 * The admin's category form (docs/screens.md "Admin categories") checks its draft with the
 * category schema the server uses (sync/schemas/category.ts): its limits, its messages and its
 * reading of the tags. Only the picked image file is checked here, as an upload.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { IMAGE_MAX_BYTES } from '../../../../sync/constants';
import { categoryCreateSchema } from '../../../../sync/schemas/category';
import { firstPerField, type Check } from '../../../lib/form-errors';
import { constraintsOf } from '../../../lib/schema-constraints';

export type CategoryDraft = { name: string; description: string; tags: string; image: File | null };
export type CategoryErrors = Partial<Record<'name' | 'description' | 'tags' | 'image', string>>;

export const CATEGORY_IMAGE_HINT: MessageDescriptor = msg`PNG, JPG, GIF up to 5MB`;

export const categoryConstraints = constraintsOf(categoryCreateSchema);

const checkedFields = categoryCreateSchema.pick({ name: true, description: true, tags: true });

function imageProblem(image: File | null): string | null {
  if (!image) return null;
  if (!image.type.startsWith('image/')) return t`Please choose an image file`;
  return image.size > IMAGE_MAX_BYTES ? t`The image may be at most 5MB` : null;
}

/**
 * The multipart body of POST /categories and PUT /categories/{id}: name, description, tags as the
 * schema stores them (an emptied tags text clears them) and the image; or a message per field.
 */
export function checkCategory(draft: CategoryDraft): Check<FormData, keyof CategoryErrors> {
  const parsed = checkedFields.safeParse(draft);
  const errors: CategoryErrors = parsed.success ? {} : firstPerField(parsed.error);
  const image = imageProblem(draft.image);
  if (image) errors.image = image;
  if (!parsed.success || image) return { ok: false, errors };
  const form = new FormData();
  form.set('name', parsed.data.name);
  form.set('description', parsed.data.description);
  form.set('tags', parsed.data.tags ?? '');
  if (draft.image) form.set('image', draft.image);
  return { ok: true, value: form };
}
