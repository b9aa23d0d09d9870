import { useLingui } from '@lingui/react/macro';
import type { CategoryView } from '../../../sync/answers/category';
import { tagsOf } from '../../../sync/schemas/category';
import { useCategories as useStoredCategories } from '../../store/hooks';
import { useApi } from '../../lib/use-api';
import { vendorKeys } from './vendor-keys';

export type CategoryOption = Pick<CategoryView, 'id' | 'name' | 'tags'>;

/** The categories with their tags (the subcategories): from the API, or the device's copy offline. */
export function useCategories(): CategoryOption[] {
  const { t } = useLingui();
  const { data } = useApi(vendorKeys.categories(), '/categories', t`Failed to fetch categories`);
  const stored = useStoredCategories();
  return data?.categories ?? stored ?? [];
}

/** A category's subcategory options: its tags, read as the category schema reads them. */
export function subcategoriesOf(category: CategoryOption | undefined): string[] {
  return tagsOf(category?.tags);
}
