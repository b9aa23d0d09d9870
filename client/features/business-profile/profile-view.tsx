import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { AboutSection } from './about-section';
import { ContactCards } from './contact-cards';
import { ProductGrid } from './product-grid';
import { ProfileHeader } from './profile-header';

/**
 * The profile's content (docs/screens.md "Business profile"), free of the store: the page passes
 * its live reviews section, the server's first view (client/first-view/) a static one.
 */
export function ProfileView({ business, reviews }: { business: BusinessRecord; reviews: ReactNode }) {
  return (
    <>
      <ProfileHeader business={business} />
      <div className="container profile-layout">
        <div className="profile-main">
          <section aria-labelledby="services" className="card">
            <h2 id="services">
              <Trans>Services &amp; Products</Trans>
            </h2>
            <ProductGrid business={business} />
          </section>
          <AboutSection business={business} />
          {reviews}
        </div>
        <aside className="profile-aside">
          <ContactCards business={business} />
        </aside>
      </div>
    </>
  );
}
