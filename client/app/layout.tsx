import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/status';
import { Footer } from './footer';
import { Header } from './header';

/** The public site's frame: skip link, header, the page (loaded on demand) and footer. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
