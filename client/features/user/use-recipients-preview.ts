/**
 * How many businesses a request would reach (GET /api/searches/preview), for the Get quotes
 * preview step. Online only: `null` asks nothing (offline, the preview says the count comes later).
 */
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { RecipientsPreview } from '../../../sync/answers/search';
import type { SearchCreate } from '../../../sync/schemas/search';
import { api } from '../../lib/api-client';

export function useRecipientsPreview(request: Pick<SearchCreate, 'categoryId' | 'district'> | null) {
  const [state, setState] = useState<{ key: string; result?: RecipientsPreview; error?: string }>({ key: '' });
  const categoryId = request?.categoryId;
  const district = request?.district;
  const key = categoryId === undefined || district === undefined ? '' : `${categoryId}|${district}`;

  useEffect(() => {
    if (categoryId === undefined || district === undefined) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ categoryId: String(categoryId), district });
    api(`/searches/preview?${query}`, {
      signal: controller.signal,
      fallback: t`Failed to count businesses`,
    }).then(
      (result) => setState({ key, result }),
      (err: Error) => {
        if (err.name !== 'AbortError') setState({ key, error: err.message });
      },
    );
    return () => controller.abort();
  }, [categoryId, district, key]);

  return state.key === key ? state : { key };
}
