import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorState } from '../../../components/status';
import { smallImagePath } from '../../../../sync/image-path';
import type { Change } from '../../../lib/changes';
import { FormDialog } from '../ui/form-dialog';
import { Field, TextArea, TextField } from '../../../components/field';
import { tagsOf } from '../../../../sync/schemas/category';
import type { AdminCategory } from './admin-category';
import {
  CATEGORY_IMAGE_HINT,
  categoryConstraints as rules,
  checkCategory,
  type CategoryErrors,
} from './category-rules';

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
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [tags, setTags] = useState(category?.tags ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<CategoryErrors>({});

  const submit = () => {
    const check = checkCategory({ name, description, tags, image });
    setErrors(check.ok ? {} : check.errors);
    if (check.ok) saving.mutate(check.value);
  };

  const preview = tagsOf(tags);
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
      <TextField
        label={t`Title`}
        required={rules.name.required}
        maxLength={rules.name.maxLength}
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <TextArea
        label={t`Description`}
        required={rules.description.required}
        maxLength={rules.description.maxLength}
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
        maxLength={rules.tags.maxLength}
        value={tags}
        onChange={setTags}
        error={errors.tags}
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
