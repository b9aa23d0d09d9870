import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** 'Page Not Found' with a way home (docs/screens.md "Other pages"); the server renders it for a 404 too. */
export function NotFound() {
  return (
    <div className="container text-page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="muted">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link className="btn btn-primary" to="/">
        <Trans>Back to Home</Trans>
      </Link>
    </div>
  );
}
