import { Trans } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/status';
import { Footer } from './footer';
import { Header } from './header';

/** The public site's frame: skip link, header, the page and footer. The server renders it too (client/first-view/). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/** The frame around the public routes, each loaded on demand. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  );
}
