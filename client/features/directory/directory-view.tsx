import { Trans, useLingui } from '@lingui/react/macro';
import { PageHead } from '../../components/page-head';
import { EmptyState } from '../../components/status';

/**
 * The directory's parts the server also renders (client/first-view/render.tsx) with the filters and
 * the first page of results: no stylesheet, no store here.
 */
export function DirectoryHead() {
  const { t } = useLingui();
  return (
    <PageHead
      title={t`Vendors & Businesses`}
      lead={<Trans>Choose a category, tell us what you need and your budget.</Trans>}
    />
  );
}

function DirectoryEmpty() {
  const { t } = useLingui();
  return <EmptyState title={t`No businesses found matching your criteria.`} />;
}

export const directoryEmpty = () => <DirectoryEmpty />;
