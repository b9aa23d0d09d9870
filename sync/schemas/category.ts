import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { CATEGORY_NAME_MAX, DESCRIPTION_MAX } from '../constants';
import { textSchema } from './text';
import { uploadedImageSchema } from './uploaded-image';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const TITLE_REQUIRED: FieldMessage = () => t`Title is required`;
const DESCRIPTION_REQUIRED: FieldMessage = () => t`Description is required`;

/**
 * Tags are typed as one text and split on commas (docs/screens.md "Admin categories"): "Bread,Cakes"
 * and "Bread, Cakes" are both two tags. A list given instead is read the same way.
 */
const categoryTagsSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v === null ? '' : v),
  textSchema('The tags', { error: () => t`Tags are a comma-separated list` })
    .max(1000, { error: () => t`Too many tags` })
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
);

/** The tags of a category's text as the schema reads them; none when the text is refused. */
export function tagsOf(text: string | null | undefined): string[] {
  const parsed = categoryTagsSchema.safeParse(text ?? '');
  return parsed.success ? parsed.data : [];
}

/** Stored as the tags joined by comma and space. */
const tags = categoryTagsSchema.transform((list) => list.join(', '));

/** A category as an admin writes it (docs/screens.md "Admin categories": title and description required). */
const categorySchema = z.object({
  name: textSchema('The title', { error: TITLE_REQUIRED })
    .min(1, { error: TITLE_REQUIRED })
    .max(CATEGORY_NAME_MAX, { error: () => t`The title can be at most ${CATEGORY_NAME_MAX} characters` }),
  description: textSchema('The description', { error: DESCRIPTION_REQUIRED, multiline: true })
    .min(1, { error: DESCRIPTION_REQUIRED })
    .max(DESCRIPTION_MAX, { error: () => t`The description can be at most ${DESCRIPTION_MAX} characters` }),
  tags: tags.optional(),
  emoji: textSchema('The emoji')
    .min(1, { error: () => t`Please choose an emoji` })
    .max(16, { error: () => t`The emoji is too long` })
    .optional(),
  /** An image uploaded beforehand; a multipart request sends the file as `image` instead. */
  image: z.preprocess((v) => (v === '' ? null : v), uploadedImageSchema.nullish()),
});

export const categoryCreateSchema = categorySchema;
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/**
 * PUT /api/categories/{id}: only the fields sent. `isActive` (admin's Activate/Deactivate) comes as
 * JSON true/false or, in a form, as the text "true"/"false".
 */
export const categoryUpdateSchema = categorySchema.partial().extend({
  isActive: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'isActive must be true or false' }).optional(),
  ),
});
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
