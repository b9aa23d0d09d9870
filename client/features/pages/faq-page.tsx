import { useTakeOverFirstView } from '../../app/first-view';
import { useDocumentMeta } from '../../lib/document-meta';
import { FAQ_META } from '../../../sync/public-pages';
import { FaqView } from './faq-view';
import './pages.css';

/** Frequently asked questions, /faq (docs/screens.md): the same content the server sends. */
export default function FaqPage() {
  useDocumentMeta(FAQ_META);
  useTakeOverFirstView(true);
  return <FaqView />;
}
