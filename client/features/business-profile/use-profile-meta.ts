import { useLingui } from '@lingui/react/macro';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { profileMeta } from '../../../sync/public-pages';
import { useDocumentMeta } from '../../lib/document-meta';

/** Title, description and keywords as the server's HTML of the profile has them (sync/public-pages.ts). */
export function useProfileMeta(business: BusinessRecord | null | undefined) {
  const { t } = useLingui();
  useDocumentMeta(business ? profileMeta(business) : { title: t`Business profile` });
}
