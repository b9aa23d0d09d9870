/**
 * How many businesses a request would reach (GET /api/searches/preview), for the Get quotes
 * preview step, through the server-state client under `userKeys.recipients` (decision 008): the
 * same category and district asked again within a minute are answered from it. Online only: `null`
 * asks nothing (offline, the preview says the count comes later).
 */
import { t } from '@lingui/core/macro';
import type { RecipientsPreview } from '../../../sync/answers/search';
import type { SearchCreate } from '../../../sync/schemas/search';
import { api } from '../../lib/api-client';
import { useServerQuery } from '../../lib/use-api';
import { userKeys } from './user-keys';

export function useRecipientsPreview(request: Pick<SearchCreate, 'categoryId' | 'district'> | null): {
  result?: RecipientsPreview;
  error?: string;
} {
  const categoryId = request?.categoryId ?? 0;
  const district = request?.district ?? '';
  const asked = request !== null;
  const answer = useServerQuery<RecipientsPreview>({
    key: userKeys.recipients(categoryId, district),
    load: (signal) =>
      api(`/searches/preview?${new URLSearchParams({ categoryId: String(categoryId), district })}`, {
        signal,
        fallback: t`Failed to count businesses`,
      }),
    enabled: asked,
    // a count that could not be had is said at once; sending does not wait for it
    retry: false,
  });
  return asked ? { result: answer.data, error: answer.error } : {};
}
