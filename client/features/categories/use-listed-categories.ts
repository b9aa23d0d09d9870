/**
 * The categories a public screen lists: the device's, or until its store holds them, those the
 * server sent with the page (client/app/first-view.ts), without asking again.
 */
import { useState } from 'react';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { firstViewData } from '../../app/first-view';
import { useCategories } from '../../store/hooks';

export function useListedCategories(): CategoryRecord[] | undefined {
  const [sent] = useState(() => {
    const data = firstViewData();
    return data?.kind === 'categories' || data?.kind === 'directory' ? data.categories : null;
  });
  const stored = useCategories();
  return stored && stored.length > 0 ? stored : (sent ?? stored);
}
