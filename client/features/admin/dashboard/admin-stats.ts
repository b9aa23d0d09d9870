import { t } from '@lingui/core/macro';
import type { AdminStats } from '../../../../sync/answers/admin';
import { api } from '../../../lib/api-client';

/** The platform statistics of GET /api/stats/admin (docs/screens.md "Admin dashboard"). */
export async function fetchAdminStats(signal: AbortSignal): Promise<AdminStats> {
  const { data } = await api('/stats/admin', { fallback: t`Failed to fetch statistics`, signal });
  return data;
}
