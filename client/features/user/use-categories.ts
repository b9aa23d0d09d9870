import { useCategories as useStoredCategories } from '../../store/hooks';
import { useApi } from '../../lib/use-api';

export type CategoryOption = { id: number; name: string; tags: string };

/** The categories for the form's dropdown: from the API, or the copy kept on the device offline. */
export function useCategories(): CategoryOption[] {
  const { data } = useApi<{ categories: CategoryOption[] }>('/categories', 'Failed to fetch categories');
  const stored = useStoredCategories();
  return data?.categories ?? stored ?? [];
}
