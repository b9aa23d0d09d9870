import type { CategoryView } from '../../../sync/answers/category';
import { useCategories as useStoredCategories } from '../../store/hooks';
import { useApi } from '../../lib/use-api';

export type CategoryOption = Pick<CategoryView, 'id' | 'name' | 'tags'>;

/** The categories for the form's dropdown: from the API, or the copy kept on the device offline. */
export function useCategories(): CategoryOption[] {
  const { data } = useApi('/categories', 'Failed to fetch categories');
  const stored = useStoredCategories();
  return data?.categories ?? stored ?? [];
}
