import { PageHead } from '../../components/page-head';
import { EmptyState } from '../../components/status';

/**
 * The directory's parts the server also renders (client/first-view/render.tsx) with the filters and
 * the first page of results: no stylesheet, no store here.
 */
export function DirectoryHead() {
  return <PageHead title="Vendors & Businesses" lead="Choose a category, tell us what you need and your budget." />;
}

export const directoryEmpty = () => <EmptyState title="No businesses found matching your criteria." />;
