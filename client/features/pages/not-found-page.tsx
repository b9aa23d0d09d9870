import './pages.css';
import { NOT_FOUND_META } from '../../../sync/public-pages';
import { useTakeOverFirstView } from '../../app/first-view';
import { useDocumentMeta } from '../../lib/document-meta';
import { NotFound } from './not-found';

/** Any path outside the route table of client/app/app.tsx (docs/screens.md "Other pages"). */
export default function NotFoundPage() {
  useDocumentMeta(NOT_FOUND_META);
  useTakeOverFirstView(true);
  return <NotFound />;
}
