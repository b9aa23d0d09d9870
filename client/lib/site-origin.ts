/**
 * The site's address for links that leave it (a shared profile's URL): the page's own origin in the
 * browser; the server's first view (client/first-view/render.tsx) provides the one it was asked on.
 */
import { createContext, useContext } from 'react';

export const SiteOrigin = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export function useSiteUrl(path: string): string {
  return `${useContext(SiteOrigin)}${path}`;
}
