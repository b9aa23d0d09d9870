import { useTakeOverFirstView } from '../../app/first-view';
import { useDocumentMeta } from '../../lib/document-meta';
import { HELP_META } from '../../../sync/public-pages';
import { HelpView } from './help-view';
import './pages.css';

/** Help centre, /help (docs/screens.md): the same content the server sends. */
export default function HelpPage() {
  useDocumentMeta(HELP_META);
  useTakeOverFirstView(true);
  return <HelpView />;
}
