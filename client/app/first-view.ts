/**
 * Some public pages arrive with their content already in the HTML (server/pages/, docs/product.md
 * "Shared links"): the server renders the same components into `#first-view`, and app.css hides
 * the app's own root while that element exists. The app renders behind it; the screen calls
 * `useTakeOverFirstView` once its own content is committed, and the server's copy is removed in
 * that frame, before paint: no flash, no shift, and links and contact buttons work meanwhile.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { BusinessView } from '../../sync/answers/business';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  CategoryRecord,
  ProductReviewRecord,
} from '../../sync/schemas/pull';
import type { PlaceLink } from '../features/category-businesses/category-view';
import type { HomeData } from '../features/home/use-home-data';
import type { ReviewStatsData } from '../features/product-reviews/product-review-rules';
import type { ServiceItem } from '../features/services/service-filters';

const VIEW_ID = 'first-view';
const DATA_ID = 'first-view-data';

/** The filter of a list of businesses the server sent (a category's, the directory's), as the app asks for it. */
export type ListingFilter = {
  categoryId?: number;
  query?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: string;
  limit: number;
};

/** A list of businesses the server sent: its filter and the search's answer for it (POST /api/businesses/search). */
/** `fallback`: the need fit nothing in the category, so these are its businesses (as the search answers). */
export type FirstListing = { filter: ListingFilter; businesses: BusinessView[]; total: number; fallback?: true };

/** What the server put beside the first view for the app to start from (server/pages/public-pages.ts). */
export type FirstViewData =
  | { kind: 'profile'; business: BusinessRecord; reviews: BusinessReviewRecord[] }
  | { kind: 'home'; home: HomeData }
  | { kind: 'categories'; categories: CategoryRecord[] }
  | { kind: 'category'; category: CategoryRecord; listing: FirstListing; places: PlaceLink[] }
  | { kind: 'directory'; categories: CategoryRecord[]; listing: FirstListing }
  | FirstServices
  | FirstProductReviews;

/** Products and services: the first page of the list as the app orders it, the counts and the category filter's options. */
export type FirstServices = {
  kind: 'services';
  services: ServiceItem[];
  counts: { services: number; businesses: number };
  categories: { id: number; name: string }[];
};

/** A page of the product reviews (newest first, unfiltered), the figures of them all and the categories. */
export type FirstProductReviews = {
  kind: 'product-reviews';
  page: number;
  pages: number;
  stats: ReviewStatsData;
  categories: { id: number; name: string }[];
  reviews: Omit<ProductReviewRecord, 'userId'>[];
};

let parsed: FirstViewData | null | undefined;

/** The server's data for the page, while its first view is still on screen; null otherwise. */
export function firstViewData(): FirstViewData | null {
  if (typeof document === 'undefined' || !document.getElementById(VIEW_ID)) return null;
  if (parsed === undefined) {
    try {
      parsed = JSON.parse(document.getElementById(DATA_ID)?.textContent ?? 'null') as FirstViewData | null;
    } catch {
      parsed = null;
    }
  }
  return parsed;
}

/** The server's data of `kind`, while its first view is still on screen. */
export function firstViewOf<K extends FirstViewData['kind']>(kind: K): Extract<FirstViewData, { kind: K }> | null {
  const data = firstViewData();
  return data?.kind === kind ? (data as Extract<FirstViewData, { kind: K }>) : null;
}

/** The list the server sent, if it is the one `filter` asks for. */
export function firstListing(filter: ListingFilter): FirstListing | null {
  const data = firstViewData();
  const listing = data && 'listing' in data ? data.listing : null;
  const key = (f: ListingFilter) => [f.categoryId, f.query || undefined, f.minPrice, f.maxPrice, f.sortBy, f.limit];
  return listing && JSON.stringify(key(listing.filter)) === JSON.stringify(key(filter)) ? listing : null;
}

/**
 * The pages whose screen renders, on its first render, what the server sent: home, from the data
 * beside the page (client/features/home/use-home-data.ts). The app renders over the server's
 * elements there (client/main.tsx) instead of building a second page behind it.
 */
const RENDERED_OVER: ReadonlySet<FirstViewData['kind']> = new Set(['home']);

let renderedOver: HTMLElement | null = null;

/**
 * The server's page, when the app is to render over its elements rather than behind it: the
 * browser then styles, lays out and paints no second page (Preact's render reuses each element
 * of the same tag and sets what differs; decision 015). Null for every other page.
 */
export function serverPageToRenderOver(): HTMLElement | null {
  const view = document.getElementById(VIEW_ID);
  const data = firstViewData();
  renderedOver = view && data && RENDERED_OVER.has(data.kind) && location.pathname === '/' ? view : null;
  return renderedOver;
}

/**
 * Removes the server's copy of the page: the app's root shows from the next paint. When the app
 * rendered over that copy, the copy is the app's root from now on: it takes the root's name, in
 * place of the empty one.
 */
function takeOverFirstView(): void {
  const view = document.getElementById(VIEW_ID);
  if (view && view === renderedOver) {
    document.getElementById('root')?.remove();
    view.id = 'root';
  } else view?.remove();
  document.getElementById(DATA_ID)?.remove();
}

/** Takes the page over once `ready` (the screen shows its content, or its final empty or error state). */
export function useTakeOverFirstView(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) takeOverFirstView();
  }, [ready]);
}

/** Any move to another page takes the first view over, whatever the first screen was doing. */
export function TakeOverOnNavigation(): null {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== first.current) takeOverFirstView();
  }, [pathname]);
  return null;
}

/** Runs `task` after the window's load event, in the next idle moment (at most 2 s later). */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
