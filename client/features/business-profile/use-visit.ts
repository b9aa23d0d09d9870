import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { isOnline } from '../../lib/connectivity';

/** Counts a profile visit, fire-and-forget: a failure is only logged (docs/screens.md "Business profile"). */
export function useVisit(businessId: number) {
  useEffect(() => {
    if (!Number.isInteger(businessId) || businessId <= 0 || !isOnline()) return;
    api(`/businesses/${businessId}/visit`, { method: 'POST', fallback: 'Failed to record visit' }).catch(
      (err: unknown) => console.warn('Visit not recorded', err),
    );
  }, [businessId]);
}
