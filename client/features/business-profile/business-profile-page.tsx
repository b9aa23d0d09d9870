import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { DIRECTORY_OFFLINE_HINT, useDirectoryState } from '../../components/use-directory-state';
import { probe } from '../../lib/connectivity';
import { syncNow } from '../../store/outbox';
import { useTakeOverFirstView } from '../../app/first-view';
import { ProfileView } from './profile-view';
import { ReviewsSection } from './reviews-section';
import { useProfileBusiness } from './use-profile-business';
import { useProfileMeta } from './use-profile-meta';
import { useVisit } from './use-visit';
// here, not in the components: the server renders those (client/first-view/) and Node reads no CSS
import './business-profile.css';
import './opening-hours.css';

const PROFILE_NOT_KEPT_HINT = msg`This profile is not saved on this phone, so it needs a connection to open. Once opened online, it stays available offline.`;

/**
 * A link to a part of the profile (My Searches' "Review {business}" opens `#reviews`) scrolls
 * to it once the profile is on screen; the router does not, since the part renders later.
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/**
 * The public business profile, /business-profile/{id}/{name-slug}/{district-city-slug}
 * (docs/screens.md "Business profile").
 */
export default function BusinessProfilePage() {
  const id = Number(useParams().id);
  useVisit(id);
  const { t } = useLingui();
  return (
    <ErrorBoundary fallback={(retry) => <ErrorState message={t`Failed to fetch business details`} onRetry={retry} />}>
      <Profile id={id} />
    </ErrorBoundary>
  );
}

function Profile({ id }: { id: number }) {
  const { business, remoteReviews, notHeld, failed, retry } = useProfileBusiness(Number.isInteger(id) ? id : -1);
  const state = useDirectoryState(business === undefined ? undefined : business !== null);
  useProfileMeta(business);
  useScrollToHash(Boolean(business));
  useTakeOverFirstView(state !== 'loading' && business !== undefined);
  const { t } = useLingui();

  if (state === 'unavailable' || notHeld) {
    return (
      <div className="container section">
        <ErrorState
          message={notHeld ? t`No connection` : t`Failed to fetch business details`}
          onRetry={() => {
            void probe();
            void syncNow();
          }}
        >
          <p className="small">{notHeld ? t(PROFILE_NOT_KEPT_HINT) : DIRECTORY_OFFLINE_HINT}</p>
        </ErrorState>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="container section">
        <ErrorState message={failed} onRetry={retry} />
      </div>
    );
  }
  if (state === 'loading' || business === undefined) return <PageLoading label={t`Loading business profile...`} />;
  if (!business) {
    return (
      <div className="container section">
        <EmptyState title={t`Business not found`}>
          <p className="muted">
            <Trans>It may have been removed or is no longer active.</Trans>
          </p>
          <Link className="btn btn-primary" to="/businesses-directory">
            <Trans>Browse businesses</Trans>
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <ProfileView
      business={business}
      reviews={<ReviewsSection businessId={business.id} businessName={business.name} remoteReviews={remoteReviews} />}
    />
  );
}
