/**
 * The categories a public screen lists: the device's, or until its store holds them, those the
 * server sent with the page (client/app/first-view.ts), without asking again.
 */
import { useState } from 'react';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { firstViewData } from '../../app/first-view';
import type { StoredCategory } from '../../store/db';
import { useCategories, useCategoryChoices as useStoredChoices } from '../../store/hooks';

function useSentCategories(): CategoryRecord[] | null {
  const [sent] = useState(() => {
    const data = firstViewData();
    return data?.kind === 'categories' || data?.kind === 'directory' ? data.categories : null;
  });
  return sent;
}

/** With each one's count of businesses (the categories page). */
export function useListedCategories(): CategoryRecord[] | undefined {
  const sent = useSentCategories();
  const stored = useCategories();
  return stored && stored.length > 0 ? stored : (sent ?? stored);
}

/**
 * Without counts, for a filter's choices (the directory): no count to read again for each page
 * of businesses a sync writes, so the page is not drawn again for them.
 */
export function useCategoryChoices(): StoredCategory[] | undefined {
  const sent = useSentCategories();
  const stored = useStoredChoices();
  return stored && stored.length > 0 ? stored : (sent ?? stored);
}
