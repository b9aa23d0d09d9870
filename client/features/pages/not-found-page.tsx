import './pages.css';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/document-meta';

/** Any path outside the route table of client/app/app.tsx (docs/screens.md "Other pages"). */
export default function NotFoundPage() {
  useDocumentMeta({ title: 'Page Not Found' });
  return (
    <div className="container text-page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </div>
  );
}
