import { Link } from 'react-router-dom';

/** 'Page Not Found' with a way home (docs/screens.md "Other pages"); the server renders it for a 404 too. */
export function NotFound() {
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
