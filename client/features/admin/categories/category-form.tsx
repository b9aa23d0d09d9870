import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorState } from '../../../components/status';
import { smallImagePath } from '../../../../sync/image-path';
import type { Change } from '../../../lib/changes';
import { FormDialog } from '../ui/form-dialog';
import { Field, TextArea, TextField } from '../../../components/field';
import type { AdminCategory } from './admin-category';
import { CATEGORY_IMAGE_HINT, categoryForm, checkCategory, splitTags, type CategoryErrors } from './category-rules';

/**
 * Add or edit a category: title, description, image, tags (docs/screens.md "Admin categories").
 * `saving` is the screen's save: it closes the form once the server took it; a refusal shows here.
 */
export function CategoryForm({
  category,
  saving,
  onClose,
}: {
  category: AdminCategory | null;
  saving: Change<FormData>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [tags, setTags] = useState(category?.tags ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<CategoryErrors>({});

  const submit = () => {
    const draft = { title, description, tags, image };
    const found = checkCategory(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) saving.mutate(categoryForm(draft));
  };

  const preview = splitTags(tags);
  const { t } = useLingui();
  return (
    <FormDialog
      title={category ? t`Edit Category` : t`Add Category`}
      submitLabel={category ? t`Save Changes` : t`Add Category`}
      busy={saving.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <ErrorState banner message={saving.error?.message ?? null} />
      <TextField label={t`Title`} required value={title} onChange={setTitle} error={errors.title} />
      <TextArea
        label={t`Description`}
        required
        value={description}
        onChange={setDescription}
        error={errors.description}
      />
      {category?.image && !image && (
        <img className="adm-category-preview" src={smallImagePath(category.image)} alt="" />
      )}
      <Field label={t`Image`} hint={t(CATEGORY_IMAGE_HINT)} error={errors.image}>
        {(a11y) => (
          <input {...a11y} type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        )}
      </Field>
      <TextField
        label={t`Tags`}
        value={tags}
        onChange={setTags}
        placeholder={t`Bread, Cakes, Pastries`}
        hint={t`Separate tags with a comma and a space. They are the subcategories vendors choose from.`}
      />
      {preview.length > 0 && (
        <ul className="adm-tags" aria-label={t`Tags preview`}>
          {preview.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
