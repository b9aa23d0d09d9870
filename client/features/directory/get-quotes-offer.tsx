/**
 * "Get quotes" from the directory's results (docs/product.md "Requests and quotes"): searching
 * never posts a request; this link opens the request form with the search's need, category and
 * budget filled in. A visitor signs in first and comes back to the form; vendors and admins,
 * who cannot post requests, are not offered it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { withReturnPath } from '../../lib/return-path';
import { hasRole, useSession } from '../../lib/session';

export function getQuotesPath(search: { categoryId?: number; query: string; priceRange: string }): string {
  const params = new URLSearchParams();
  if (search.categoryId !== undefined) params.set('categoryId', String(search.categoryId));
  if (search.query.trim()) params.set('q', search.query.trim());
  if (search.priceRange.trim()) params.set('priceRange', search.priceRange.trim());
  const query = params.toString();
  return `/user/get-quotes${query ? `?${query}` : ''}`;
}

export function GetQuotesOffer(search: { categoryId?: number; query: string; priceRange: string }) {
  const session = useSession();
  const { t } = useLingui();
  if (session.isAuthenticated && !hasRole(session, 'USER')) return null;
  const path = getQuotesPath(search);
  return (
    <aside className="get-quotes-offer card" aria-label={t`Get quotes`}>
      <p>
        <Trans>
          <strong>Let businesses come to you.</strong> Describe the job once; up to 10 businesses near you send their
          price.
        </Trans>
      </p>
      <Link className="btn btn-primary" to={session.isAuthenticated ? path : withReturnPath('/login', path)}>
        <Trans>Get quotes</Trans>
      </Link>
    </aside>
  );
}
